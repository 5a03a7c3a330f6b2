import type { ModerationItem } from "../../../card-schemas";
import { useIntl, useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useModerate } from "../community";
import { ModerationItemMeta } from "./ModerationItemMeta";
import "./moderation.css";

/**
 * The latest decisions of the moderation queue (docs/features/moderation.md): what was decided, by
 * whom, when and why; Undo puts the item back in the queue.
 */
export function ModerationHistory({ items }: { items: ModerationItem[] }) {
  const t = useT();
  if (items.length === 0) return <p className="muted">{t("community.moderation.historyNone")}</p>;
  return (
    <ul className="moderation-queue" data-testid="moderation-history">
      {items.map((item) => (
        <li key={item.id}>
          <DecidedEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

function DecidedEntry({ item }: { item: ModerationItem }) {
  const t = useT();
  const intl = useIntl();
  const moderate = useModerate();
  const decision = item.status === "refused" ? "refused" : "validated";
  return (
    <article className="tile moderation-item" data-testid={`decided-${item.id}`}>
      <ModerationItemMeta item={item} />
      <p className="moderation-text moderation-text--short">{item.text}</p>
      <p>
        <strong className={`moderation-decision moderation-decision--${decision}`}>
          {t(`community.moderation.decision.${decision}`)}
        </strong>{" "}
        {item.moderatedAt &&
          t("community.moderation.decidedBy", {
            moderator: item.moderator ?? "",
            date: intl.formatDate(item.moderatedAt, { dateStyle: "medium", timeStyle: "short" }),
          })}
      </p>
      {item.reason && (
        <p className="muted">{t("community.moderation.decisionReason", { reason: item.reason })}</p>
      )}
      <div className="moderation-actions">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ id: item.id, status: "to check" })}
        >
          {t("community.moderation.undo")}
        </button>
      </div>
      {moderate.isError && <ErrorAlert error={moderate.error} />}
    </article>
  );
}
