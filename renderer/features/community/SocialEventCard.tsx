import { useState } from "react";
import type { CommunityEvent } from "../../../card-schemas";
import { isVisibleStatus } from "../../../engine/community/communityFeed";
import { useIntl, useT } from "../../app/i18n/useT";
import { Picture } from "../../ui/Picture";
import { AuthorLine } from "./AuthorLine";
import { CommentsSection } from "./CommentsSection";
import { ReactionBar } from "./ReactionBar";
import { ReportForm } from "./ReportForm";

export interface SocialEventCardProps {
  event: CommunityEvent;
  /** Shown with a delete button (the patient's own messages). */
  onDelete?: (event: CommunityEvent) => void;
  deleting?: boolean;
  /** A guest reads it: pictures stay for members, and acting leads to sign-in. */
  onGuest?: () => void;
}

/**
 * One message of a community: its writer, text and PICTURE_SOCIAL photo, its status while it is
 * not shown to everyone (a refusal with its reason, for its writer), its reactions and comments,
 * and for the other patients a way to report it to the moderators.
 */
export function SocialEventCard({ event, onDelete, deleting, onGuest }: SocialEventCardProps) {
  const t = useT();
  const intl = useIntl();
  const visible = isVisibleStatus(event.status);
  const [reporting, setReporting] = useState(false);
  return (
    <article className="tile community-event" data-testid={`social-event-${event.id}`}>
      <header className="community-event__head">
        <AuthorLine author={event.author} />
        <time className="muted" dateTime={event.datetime}>
          {intl.formatDate(event.datetime, { dateStyle: "medium" })}
        </time>
      </header>
      {event.status === "to check" && (
        <p className="notice" data-testid="event-waiting">
          {t("community.waitingModeration")}
        </p>
      )}
      {event.status === "refused" && (
        <p className="notice" data-testid="event-refused">
          {event.moderationReason
            ? t("community.event.refusedReason", { reason: event.moderationReason })
            : t("community.event.refused")}
        </p>
      )}
      {event.variables.message && <p className="community-text">{event.variables.message}</p>}
      {event.variables.fileId && !onGuest && (
        <Picture
          className={`community-event__picture community-event__picture--${event.variables.objectFit ?? "cover"}`}
          src={`/api/files/${event.variables.fileId}`}
          alt={t("community.event.picture")}
        />
      )}
      {visible && <ReactionBar event={event} onGuest={onGuest} />}
      {visible && !event.noComment && (
        <CommentsSection eventId={event.id} commentCounter={event.commentCounter} onGuest={onGuest} />
      )}
      {visible && !event.mine && !onGuest && !reporting && (
        <button
          type="button"
          className="btn btn--ghost community-event__report"
          onClick={() => setReporting(true)}
          data-testid="event-report"
        >
          {t("community.event.report")}
        </button>
      )}
      {reporting && <ReportForm eventId={event.id} onCancel={() => setReporting(false)} />}
      {onDelete && (
        <button
          type="button"
          className="btn btn--ghost"
          disabled={deleting}
          onClick={() => onDelete(event)}
          data-testid="event-delete"
        >
          {t("community.event.delete")}
        </button>
      )}
    </article>
  );
}
