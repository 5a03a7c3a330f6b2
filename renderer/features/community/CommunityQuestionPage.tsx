import { useParams, Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { communityQuestionQuery } from "./questions/queries";
import { LikeButton } from "./questions/LikeButton";
import { QuestionFlow } from "./questions/QuestionFlow";
import "./questions/communityQuestions.css";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";

/**
 * A community question with its answers or results (docs/features/community.md), at
 * /app/patient/ressources/communityQuestion/{id} and /app/community/communityQuestion/{id}:
 * answered here first if the reader has not yet, liked once.
 */
export function CommunityQuestionPage() {
  const t = useT();
  const { id } = useParams({ strict: false }) as { id: string };
  const question = useQuery(communityQuestionQuery(useApi(), id));
  useDocumentTitle(question.data?.text || t("communityQuestions.page.title"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("communityQuestions.page.title")}</h1>
        {question.isPending && <PageSpinner />}
        {question.isError && <ErrorAlert error={question.error} />}
        {question.isSuccess &&
          (question.data.text ? (
            <article className="card question-card" data-testid="question-page">
              {question.data.status === "toCheck" && (
                <p className="notice" role="status">
                  {t("communityQuestions.ask.waiting")}
                </p>
              )}
              <QuestionFlow question={question.data} />
              <LikeButton question={question.data} />
            </article>
          ) : (
            <p className="alert" data-testid="question-error">
              {t("communityQuestions.error")}
            </p>
          ))}
        <Link to="/app/patient/community/questions" className="btn btn--block" data-testid="daily-link">
          {t("communityQuestions.daily.open")}
        </Link>
      </main>
    </>
  );
}
