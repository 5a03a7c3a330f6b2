import { useRouter } from "@tanstack/react-router";
import type { QuestionCard as QuestionCardData } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import type { CardProps } from "../../../cards/types";
import { NoticeFrame } from "./NoticeFrame";
import { useCompleteOnce } from "./useCompleteOnce";

/** The community page, where the question of the period is answered. */
export const COMMUNITY_PATH = "/app/patient/community";

/**
 * QUESTION: the community question of the period. Answering completes the card and opens the
 * community; "Later" dismisses it.
 */
export function QuestionCard({ card, complete }: CardProps) {
  const t = useT();
  const router = useRouter();
  const { completeOnce, submitted } = useCompleteOnce(complete);
  const { text, questionId, title, rewards } = card as Partial<QuestionCardData>;

  return (
    <NoticeFrame
      id={card.id}
      kind="QUESTION"
      eyebrow={t("notice.question.eyebrow")}
      title={title}
      rewards={rewards}
    >
      <p className="notice__question" data-testid="question-text">
        {text}
      </p>
      <div className="notice__actions">
        <a
          className="btn btn--primary btn--block"
          data-primary-action=""
          data-testid="question-answer"
          href={COMMUNITY_PATH}
          onClick={(event) => {
            // The app's router keeps the page (and the completion call) alive; a plain click would reload.
            event.preventDefault();
            completeOnce({ done: true, data: { questionId } });
            router.history.push(COMMUNITY_PATH);
          }}
        >
          {t("notice.question.answer")}
        </a>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          data-testid="question-later"
          disabled={submitted}
          onClick={() => completeOnce({ done: false })}
        >
          {t("notice.question.later")}
        </button>
      </div>
    </NoticeFrame>
  );
}
