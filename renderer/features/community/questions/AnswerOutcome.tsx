import { useQuery } from "@tanstack/react-query";
import type { CommunityMyAnswer, CommunityQuestionSummary } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { OtherAnswers } from "./OtherAnswers";
import { otherAnswersQuery } from "./queries";
import { ResultsChart } from "./ResultsChart";

interface AnswerOutcomeProps {
  question: Pick<CommunityQuestionSummary, "id" | "type" | "choices">;
  answer: CommunityMyAnswer;
  answersCount: number;
}

/**
 * What follows an answer (docs/features/community.md): the others' answers to an open question, the results
 * chart of a choice question, and before it, for a quiz, right or wrong.
 */
export function AnswerOutcome({ question, answer, answersCount }: AnswerOutcomeProps) {
  const t = useT();
  const others = useQuery(otherAnswersQuery(useApi(), question.id));
  const right = answer.rightChoiceIds ?? [];
  const rightLabels = question.choices.filter((choice) => right.includes(choice.id)).map((c) => c.label);
  return (
    <div className="question-outcome">
      {answer.text !== undefined && (
        <p className="task__body">{t("communityQuestions.outcome.yours", { answer: answer.text })}</p>
      )}
      {/* An open answer is read by the others once validated (docs/features/moderation.md). */}
      {answer.status === "to check" && (
        <p className="notice" data-testid="answer-waiting">
          {t("community.waitingModeration")}
        </p>
      )}
      {answer.status === "refused" && (
        <p className="notice" data-testid="answer-refused">
          {t("communityQuestions.outcome.refused")}
        </p>
      )}
      {answer.correct !== undefined && (
        <p
          className={`question-verdict question-verdict--${answer.correct ? "right" : "wrong"}`}
          role="status"
          data-testid="quiz-verdict"
        >
          {answer.correct
            ? t("communityQuestions.outcome.right")
            : t("communityQuestions.outcome.wrong", { answer: rightLabels.join(", ") })}
        </p>
      )}
      {others.isError && <ErrorAlert error={others.error} />}
      {others.isPending && (
        <p className="muted" role="status">
          {t("communityQuestions.loading")}
        </p>
      )}
      {others.isSuccess &&
        (question.type === "open" ? (
          <OtherAnswers items={others.data.items} />
        ) : (
          <ResultsChart
            choices={question.choices}
            results={others.data.results}
            picked={answer.choiceIds ?? []}
            right={right}
            answersCount={answersCount}
          />
        ))}
    </div>
  );
}
