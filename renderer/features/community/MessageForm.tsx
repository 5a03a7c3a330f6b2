import { useId } from "react";
import { COMMUNITY_MESSAGE_MAX_LENGTH, messageDaysRemaining } from "../../../engine/community/communityFeed";
import { ApiError } from "../../app/api/ApiError";
import { useT } from "../../app/i18n/useT";
import { usePostMessage } from "./queries";
import { TextForm } from "./TextForm";

export interface MessageFormProps {
  groupName: string;
  /** Days before the patient may send another message (0: now). */
  daysRemaining: number;
}

/** Days remaining that a TOO_SOON refusal names, if it is one. */
function tooSoonDays(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== "TOO_SOON") return undefined;
  const detail = error.details[0];
  return detail && "daysRemaining" in detail ? detail.daysRemaining : undefined;
}

/**
 * The community message form (docs/features/community.md): one message every 5 days; once sent, "waiting for
 * moderation", and the form becomes a notice with the days remaining.
 */
export function MessageForm({ groupName, daysRemaining }: MessageFormProps) {
  const t = useT();
  const post = usePostMessage();
  const fieldId = useId();
  const refusedDays = tooSoonDays(post.error);
  // Once sent, the form gives way to the days until the next message at once.
  const sentDays = post.isSuccess
    ? messageDaysRemaining(new Date(post.data.datetime), new Date(post.data.datetime))
    : 0;
  const waitDays = refusedDays ?? Math.max(daysRemaining, sentDays);

  return (
    <section
      className="tile community-compose"
      aria-labelledby={`${fieldId}-title`}
      data-testid="message-form"
    >
      <h2 id={`${fieldId}-title`} className="tile__title">
        {t("community.compose.title")}
      </h2>
      {post.isSuccess && (
        <p className="notice" role="status" data-testid="message-waiting">
          {t("community.waitingModeration")}
        </p>
      )}
      {waitDays > 0 ? (
        <p className="notice" data-testid="message-days-remaining">
          {t("community.compose.daysRemaining", { count: waitDays })}
        </p>
      ) : (
        <TextForm
          label={t("community.compose.label")}
          submitLabel={t("community.compose.send")}
          maxLength={COMMUNITY_MESSAGE_MAX_LENGTH}
          pending={post.isPending}
          error={post.isError && refusedDays === undefined ? post.error : undefined}
          onSubmit={(message, clear) => post.mutate({ groupName, message }, { onSuccess: clear })}
        />
      )}
    </section>
  );
}
