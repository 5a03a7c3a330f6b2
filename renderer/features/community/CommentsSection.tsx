import { useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { COMMENT_FIELD_LINES, COMMENT_MAX_LENGTH } from "../../../engine/community/communityFeed";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { AuthorLine } from "./AuthorLine";
import { commentsQuery, useComment, useDeleteComment } from "./queries";

export interface CommentsSectionProps {
  eventId: string;
  commentCounter: number;
  /** A guest's tap on "comment": sign in first. */
  onGuest?: () => void;
}

/**
 * An event's comments (docs/features/community.md): opened on demand, 10 a page; a field of up to 4 lines
 * whose comment waits for moderation; the writer deletes their own ("deleted").
 */
export function CommentsSection({ eventId, commentCounter, onGuest }: CommentsSectionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="community-comments">
      <button
        type="button"
        className="btn btn--ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (onGuest ? onGuest() : setOpen(!open))}
        data-testid="comments-toggle"
      >
        {t("community.comments.toggle", { count: commentCounter })}
      </button>
      {open && (
        <div id={panelId}>
          <CommentList eventId={eventId} />
          <CommentForm eventId={eventId} />
        </div>
      )}
    </div>
  );
}

function CommentList({ eventId }: { eventId: string }) {
  const t = useT();
  const api = useApi();
  const comments = useInfiniteQuery(commentsQuery(api, eventId));
  const remove = useDeleteComment();
  if (comments.isPending) return <p className="skeleton skeleton--row" aria-busy="true" />;
  if (comments.isError) return <ErrorAlert error={comments.error} />;
  const items = comments.data.pages.flatMap((page) => page.items);
  return (
    <>
      {remove.isSuccess && (
        <p className="notice" role="status" data-testid="comment-deleted">
          {t("community.deleted")}
        </p>
      )}
      {items.length === 0 ? (
        <p className="muted">{t("community.comments.none")}</p>
      ) : (
        <ul className="community-comments__list">
          {items.map((comment) => (
            <li key={comment.id} className="community-comment" data-testid="comment">
              <AuthorLine author={comment.author} />
              <p className="community-text">{comment.message}</p>
              {comment.mine && (
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(comment.id)}
                >
                  {t("community.comments.delete")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <button
          type="button"
          className="btn btn--ghost"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t("community.loadMore")}
        </button>
      )}
    </>
  );
}

function CommentForm({ eventId }: { eventId: string }) {
  const t = useT();
  const comment = useComment(eventId);
  const [message, setMessage] = useState("");
  const fieldId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === "") return;
    comment.mutate(message, { onSuccess: () => setMessage("") });
  }

  return (
    <form className="community-form" onSubmit={submit}>
      <label htmlFor={fieldId} className="field__label">
        {t("community.comments.label")}
      </label>
      <textarea
        id={fieldId}
        className="field__input"
        rows={COMMENT_FIELD_LINES}
        maxLength={COMMENT_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button
        type="submit"
        className="btn btn--primary"
        disabled={comment.isPending || message.trim() === ""}
      >
        {t("community.comments.send")}
      </button>
      {comment.isSuccess && (
        <p className="notice" role="status" data-testid="comment-waiting">
          {t("community.waitingModeration")}
        </p>
      )}
      {comment.isError && <ErrorAlert error={comment.error} />}
    </form>
  );
}
