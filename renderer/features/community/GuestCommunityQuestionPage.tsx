import { getRouteApi, Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { callKey } from "../../app/api/callKey";
import "./questions/communityQuestions.css";
import { useLocale, useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { GuestHeader } from "../../app/shell/GuestHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";

const route = getRouteApi("/app/guest/ressources/communityQuestion/$id");

/** A community question's public page, read-only: answering or liking first goes through sign-in. */
export function GuestCommunityQuestionPage() {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const { id } = route.useParams();
  const question = useQuery({
    queryKey: callKey("GET /api/guest/communityQuestions/:id", { params: { id }, query: { lang: locale } }),
    queryFn: ({ signal }) =>
      api.call(
        "GET /api/guest/communityQuestions/:id",
        { params: { id }, query: { lang: locale } },
        { signal },
      ),
  });
  useDocumentTitle(question.data?.text || t("communityQuestions.page.title"));
  const nextPage = `/app/patient/ressources/communityQuestion/${id}`;
  return (
    <>
      <GuestHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("communityQuestions.page.title")}</h1>
        {question.isPending && <PageSpinner />}
        {question.isError && <ErrorAlert error={question.error} />}
        {question.isSuccess &&
          (question.data.text ? (
            <article className="card question-card" data-testid="guest-question">
              <p className="task__question">{question.data.text}</p>
              {question.data.choices && (
                <ul className="question-others__list">
                  {question.data.choices.map((choice) => (
                    <li key={choice.id} className="question-others__item">
                      {choice.label}
                    </li>
                  ))}
                </ul>
              )}
              <p className="muted">
                {t("communityQuestions.list.answers", { count: question.data.answersCount })}
              </p>
              <Link
                to="/app/guest/auth"
                search={{ nextPage }}
                className="btn btn--primary btn--block"
                data-testid="guest-answer"
              >
                {t("communityQuestions.guest.answer")}
              </Link>
              <Link
                to="/app/guest/auth"
                search={{ nextPage }}
                className="btn btn--block"
                data-testid="guest-like"
              >
                {t("communityQuestions.guest.like")}
              </Link>
            </article>
          ) : (
            <p className="alert" data-testid="question-error">
              {t("communityQuestions.error")}
            </p>
          ))}
      </main>
    </>
  );
}
