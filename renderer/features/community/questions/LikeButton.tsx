import type { CommunityQuestionSummary } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useLikeQuestion } from "./queries";

/** The thumb up (docs/features/community.md): one like per patient, the button inactive once liked. */
export function LikeButton({
  question,
}: {
  question: Pick<CommunityQuestionSummary, "id" | "likes" | "liked">;
}) {
  const t = useT();
  const like = useLikeQuestion(question.id);
  const liked = question.liked || like.isSuccess;
  const likes = like.data?.likes ?? question.likes;
  return (
    <div className="question-like">
      <button
        type="button"
        className="btn question-like__button"
        aria-pressed={liked}
        disabled={liked || like.isPending}
        data-testid="like-button"
        onClick={() => like.mutate()}
      >
        <span aria-hidden="true">👍 </span>
        {liked
          ? t("communityQuestions.like.done", { likes })
          : t("communityQuestions.like.action", { likes })}
      </button>
      {like.isError && <ErrorAlert error={like.error} />}
    </div>
  );
}
