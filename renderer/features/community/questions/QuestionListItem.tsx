import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { CommunityQuestionSummary } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";

/** One question of a list: its text linking to its page, its answers count, and an action. */
export function QuestionListItem({
  question,
  action,
}: {
  question: CommunityQuestionSummary;
  action?: ReactNode;
}) {
  const t = useT();
  return (
    <li className="question-item" data-testid="question-item">
      <Link
        to="/app/patient/ressources/communityQuestion/$id"
        params={{ id: question.id }}
        className="question-item__link"
      >
        {question.text}
      </Link>
      <p className="muted">
        {t(`communityQuestions.type.${question.type}`)} ·{" "}
        {t("communityQuestions.list.answers", { count: question.answersCount })}
      </p>
      {action}
    </li>
  );
}
