import { useState } from "react";
import type { CommunityMyAnswer, CommunityQuestionSummary } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { AnswerForm } from "./AnswerForm";
import { AnswerOutcome } from "./AnswerOutcome";

interface QuestionFlowProps {
  question: CommunityQuestionSummary;
  /** Told once the reader has answered (now or before). */
  onAnswered?: () => void;
}

/**
 * A community question from answer to outcome: the form until answered, then what the others said.
 * A question without its text shows ERROR (docs/features/community.md).
 */
export function QuestionFlow({ question, onAnswered }: QuestionFlowProps) {
  const t = useT();
  const [sent, setSent] = useState<{ answer: CommunityMyAnswer; answersCount: number } | null>(null);
  const answer = sent?.answer ?? question.myAnswer ?? null;
  if (!question.text) {
    return (
      <p className="alert" data-testid="question-error">
        {t("communityQuestions.error")}
      </p>
    );
  }
  if (!answer) {
    return (
      <AnswerForm
        question={question}
        onAnswered={({ answer: text, status, choiceIds, correct, rightChoiceIds, answersCount }) => {
          setSent({
            answer: {
              ...(text !== undefined ? { text } : {}),
              ...(status ? { status } : {}),
              ...(choiceIds ? { choiceIds } : {}),
              ...(correct !== undefined ? { correct } : {}),
              ...(rightChoiceIds ? { rightChoiceIds } : {}),
            },
            answersCount,
          });
          onAnswered?.();
        }}
      />
    );
  }
  return (
    <div className="question-flow">
      <p className="task__question">{question.text}</p>
      <AnswerOutcome
        question={question}
        answer={answer}
        answersCount={sent?.answersCount ?? question.answersCount}
      />
    </div>
  );
}
