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
import { canPush, useEnablePushReminder, type PushOutcome } from "../../reminders";

/** The permission a push outcome stands for: a subscription means the browser allowed it. */
const permissionOf = (outcome: PushOutcome) => (outcome === "subscribed" ? "granted" : outcome);

/** The browser's prompt, or "unsupported" where the browser has no notifications. */
async function askBrowser(): Promise<NotificationPermission | "unsupported"> {
  if (typeof window === "undefined" || !("Notification" in window)) return "unsupported";
  return Notification.requestPermission();
}

/**
 * NOTIFICATION_CARD: asks the browser for the notification permission; where the browser has Web
 * Push, subscribes it and turns the daily push reminder on (docs/features/reminders.md). Records the
 * answer (POST /api/patient/notificationPermission) and completes the card. "Not now" dismisses it.
 */
export function NotificationCard({ card, complete }: CardProps) {
  const t = useT();
  const api = useApi();
  const { completeOnce, submitted } = useCompleteOnce(complete);
  const [answer, setAnswer] = useState<NotificationPermission | "unsupported" | null>(null);
  const { title, rewards } = card as Partial<NotificationCardData>;
  const enablePush = useEnablePushReminder();
  const record = useMutation({
    mutationFn: (permission: NotificationPermission) =>
      api.call("POST /api/patient/notificationPermission", { body: { permission } }),
    onSuccess: (value) => completeOnce({ done: true, data: { permission: value.notificationPermission } }),
  });

  async function enable() {
    let permission: NotificationPermission | "unsupported";
    try {
      permission = canPush() ? permissionOf(await enablePush.mutateAsync()) : await askBrowser();
    } catch {
      // enablePush's error is shown below; the card stays to do.
      return;
    }
    setAnswer(permission);
    record.mutate(permission === "unsupported" ? "default" : permission);
  }

  const busy = submitted || record.isPending || enablePush.isPending;
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
      {enablePush.isError && <ErrorAlert error={enablePush.error} />}
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
