import { useEffect, useId, useRef, useState } from "react";
import type { ModerationItem } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { AuthorLine } from "../community";
import { useModerate } from "../community";
import { MODERATION_REASON_MAX_LENGTH } from "../../../engine/community";
import { moderationKeyAction } from "./moderationKeys";
import { ModerationItemMeta } from "./ModerationItemMeta";
import "./moderation.css";

/**
 * The moderation queue (docs/features/moderation.md): each waiting or reported item validated or
 * refused, with an optional reason. From the keyboard, j and k move from item to item, v validates
 * and r refuses the item that has the focus.
 */
export function ModerationQueue({ items }: { items: ModerationItem[] }) {
  const t = useT();
  const entries = useRef<Array<HTMLElement | null>>([]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const current = entries.current.findIndex((entry) => entry?.contains(document.activeElement));
      const action = moderationKeyAction(event, current, items.length);
      if (!action) return;
      event.preventDefault();
      if (action.type === "focus") entries.current[action.index]?.focus();
      else
        entries.current[current]
          ?.querySelector<HTMLButtonElement>(`[data-decision="${action.status}"]`)
          ?.click();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [items.length]);

  if (items.length === 0) return <p className="muted">{t("community.moderation.none")}</p>;
  return (
    <>
      <p className="muted moderation-keys">{t("community.moderation.keys")}</p>
      <ul className="moderation-queue" data-testid="moderation-queue">
        {items.map((item, index) => (
          <li key={item.id}>
            <ModerationEntry
              item={item}
              entryRef={(element) => {
                entries.current[index] = element;
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function ModerationEntry({
  item,
  entryRef,
}: {
  item: ModerationItem;
  entryRef: (element: HTMLElement | null) => void;
}) {
  const t = useT();
  const moderate = useModerate();
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const decide = (status: "validated" | "refused") =>
    moderate.mutate({ id: item.id, status, ...(reason.trim() && { reason: reason.trim() }) });
  return (
    <article
      ref={entryRef}
      tabIndex={-1}
      className="tile moderation-item"
      aria-label={item.text}
      data-testid={`moderation-${item.id}`}
    >
      <ModerationItemMeta item={item} />
      {item.reports.count > 0 && (
        <div className="notice moderation-reports" data-testid="moderation-reports">
          <p>{t("community.moderation.reported", { count: item.reports.count })}</p>
          {item.reports.reasons.length > 0 && (
            <>
              <p className="field__label">{t("community.moderation.reportReasons")}</p>
              <ul>
                {item.reports.reasons.map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <AuthorLine author={item.author} />
      {item.question && (
        <p className="muted">{t("community.moderation.question", { question: item.question })}</p>
      )}
      <p className="moderation-text">{item.text}</p>
      {item.options.length > 0 && (
        <>
          <p className="field__label">{t("community.moderation.options")}</p>
          <ol className="moderation-options" data-testid="moderation-options">
            {item.options.map((option, index) => (
              <li key={index}>{option}</li>
            ))}
          </ol>
        </>
      )}
      <label htmlFor={reasonId} className="field__label">
        {t("community.moderation.reason")}
      </label>
      <input
        id={reasonId}
        className="field__input"
        value={reason}
        maxLength={MODERATION_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="moderation-actions">
        <button
          type="button"
          className="btn btn--primary"
          data-decision="validated"
          disabled={moderate.isPending}
          onClick={() => decide("validated")}
        >
          {t("community.moderation.validate")}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          data-decision="refused"
          disabled={moderate.isPending}
          onClick={() => decide("refused")}
        >
          {t("community.moderation.refuse")}
        </button>
      </div>
      {moderate.isError && <ErrorAlert error={moderate.error} />}
    </article>
  );
}
