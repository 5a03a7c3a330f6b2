import { useRef, useState } from "react";
import type { AuthorRelation, PublicAuthor } from "../../../card-schemas";
import { useErrorMessage } from "../../app/errors/useErrorMessage";
import { useIntl, useT } from "../../app/i18n/useT";
import { AuthorSubscriptionPicker } from "./premium/AuthorSubscriptionPicker";
import { useSnackbar } from "../../ui/Snackbar";
import { useFocusTrap } from "../../ui/useFocusTrap";
import { useCancelFollow } from "./queries";

export interface FollowStatusProps {
  author: PublicAuthor;
  relation: AuthorRelation;
  /** A new purchase key (tests pass a fixed one). */
  newKey?: () => string;
}

/**
 * Following an author (docs/features/authors.md): the follow button opens the duration picker; a follow that
 * waits for the author says so and may be cancelled after a confirmation that states the refund;
 * a validated link says until when it runs.
 */
export function FollowStatus({ author, relation, newKey }: FollowStatusProps) {
  const t = useT();
  const intl = useIntl();
  const describe = useErrorMessage();
  const cancel = useCancelFollow(author.id);
  const { snackbar, show } = useSnackbar();
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const link = relation.link;
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });

  function cancelFollow() {
    cancel.mutate(undefined, {
      onSuccess: ({ refund }) => show(t("authors.follow.cancelled", { count: refund }), "success"),
      onError: (error) => show(describe(error).text, "error"),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <div className="author-follow" data-testid="author-follow">
      {link?.status === "TO_VALIDATE" ? (
        <>
          <p role="status" data-testid="follow-waiting">
            {t("authors.follow.waiting", { name: author.name })}
          </p>
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setConfirming(true)}>
            {t("authors.follow.cancel")}
          </button>
        </>
      ) : link?.valid ? (
        <p data-testid="follow-running">
          {t("authors.follow.running", { name: author.name, end: day(link.end) })}
        </p>
      ) : !author.reachable ? null : (
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-testid="follow-open"
          onClick={() => setPicking(true)}
        >
          {t("authors.follow.open", { name: author.name })}
        </button>
      )}
      {picking && (
        <AuthorSubscriptionPicker
          autorId={author.id}
          mode="follow"
          onClose={() => setPicking(false)}
          onSubscribed={() => show(t("authors.follow.asked", { name: author.name }), "success")}
          newKey={newKey}
        />
      )}
      {confirming && (
        <CancelFollowDialog
          refund={relation.cancelRefund ?? 0}
          busy={cancel.isPending}
          onConfirm={cancelFollow}
          onCancel={() => setConfirming(false)}
        />
      )}
      {snackbar}
    </div>
  );
}

function CancelFollowDialog({
  refund,
  busy,
  onConfirm,
  onCancel,
}: {
  refund: number;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog, { initialFocus: keep, returnFocus: true });
  return (
    <div className="shop-dialog__backdrop">
      <div
        ref={dialog}
        className="shop-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="follow-cancel-title"
        aria-describedby="follow-cancel-body"
        data-testid="follow-cancel-confirm"
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
      >
        <h2 id="follow-cancel-title">{t("authors.follow.cancelTitle")}</h2>
        <p id="follow-cancel-body">{t("authors.follow.cancelBody", { count: refund })}</p>
        <div className="shop-dialog__actions">
          <button ref={keep} type="button" className="btn" onClick={onCancel} disabled={busy}>
            {t("authors.follow.keep")}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
            {t("authors.follow.confirmCancel")}
          </button>
        </div>
      </div>
    </div>
  );
}
