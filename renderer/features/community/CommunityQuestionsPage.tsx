import { getRouteApi, Link } from "@tanstack/react-router";
import { communityGroupName } from "../../../engine/community/questionDraft";
import { AskQuestionForm } from "./questions/AskQuestionForm";
import { CommunityQuestionList } from "./questions/CommunityQuestionList";
import { communityLabel } from "./questions/communityLabel";
import "./questions/communityQuestions.css";
import { useLocale, useT } from "../../app/i18n/useT";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

const route = getRouteApi("/app/patient/community/byName/$communityName/questions");

/** /app/patient/community/byName/{communityName}/questions: ask a question, and the previous ones. */
export function CommunityQuestionsPage() {
  const t = useT();
  const locale = useLocale();
  const { communityName } = route.useParams();
  const community = communityLabel(t, communityName);
  useDocumentTitle(t("communityQuestions.questions.title", { community }));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("communityQuestions.questions.title", { community })}</h1>
        <nav className="page__links" aria-label={t("communityQuestions.nav")}>
          <Link to="/app/patient/community/questions" className="btn btn--block" data-testid="daily-link">
            {t("communityQuestions.daily.open")}
          </Link>
          <Link
            to="/app/patient/community/byName/$communityName/votes"
            params={{ communityName }}
            className="btn btn--block"
            data-testid="votes-link"
          >
            {t("communityQuestions.votes.open")}
          </Link>
        </nav>
        <AskQuestionForm communityName={communityName} language={locale} />
        <section aria-labelledby="previous-title">
          <h2 className="section__title" id="previous-title">
            {t("communityQuestions.questions.previous")}
          </h2>
          <CommunityQuestionList groupName={communityGroupName(communityName, locale)} status="previous" />
        </section>
      </main>
    </>
  );
}
