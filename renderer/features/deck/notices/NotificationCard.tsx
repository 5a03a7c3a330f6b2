import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type {
  NotificationCard as NotificationCardData,
  NotificationPermission,
} from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import type { CardProps } from "../../../cards/types";
import { NoticeFrame } from "./NoticeFrame";
import { useCompleteOnce } from "./useCompleteOnce";

/** The browser's prompt, or "unsupported" where the browser has no notifications. */
async function askBrowser(): Promise<NotificationPermission | "unsupported"> {
  if (typeof window === "undefined" || !("Notification" in window)) return "unsupported";
  return Notification.requestPermission();
}

/**
 * NOTIFICATION_CARD: asks the browser for the notification permission, records the answer
 * (POST /api/patient/notificationPermission) and completes the card. "Not now" dismisses it.
 */
export function NotificationCard({ card, complete }: CardProps) {
  const t = useT();
  const api = useApi();
  const { completeOnce, submitted } = useCompleteOnce(complete);
  const [answer, setAnswer] = useState<NotificationPermission | "unsupported" | null>(null);
  const { title, rewards } = card as Partial<NotificationCardData>;
  const record = useMutation({
    mutationFn: (permission: NotificationPermission) =>
      api.call("POST /api/patient/notificationPermission", { body: { permission } }),
    onSuccess: (value) => completeOnce({ done: true, data: { permission: value.notificationPermission } }),
  });

  async function enable() {
    const permission = await askBrowser();
    setAnswer(permission);
    record.mutate(permission === "unsupported" ? "default" : permission);
  }

  const busy = submitted || record.isPending;
  return (
    <NoticeFrame
      id={card.id}
      kind="NOTIFICATION_CARD"
      title={title ?? t("notice.notification.title")}
      rewards={rewards}
    >
      <p className="card__description">{t("notice.notification.body")}</p>
      {answer && (
        <p className="notice__status" role="status" data-testid="notification-answer">
          {t(`notice.notification.${answer}`)}
        </p>
      )}
      {record.isError && <ErrorAlert error={record.error} />}
      <div className="notice__actions">
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-primary-action=""
          data-testid="notification-enable"
          disabled={busy}
          onClick={() => void enable()}
        >
          {t("notice.notification.enable")}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          data-testid="notification-later"
          disabled={busy}
          onClick={() => completeOnce({ done: false })}
        >
          {t("notice.notification.later")}
        </button>
      </div>
    </NoticeFrame>
  );
}
