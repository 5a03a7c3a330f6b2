import { getRouteApi, Link } from "@tanstack/react-router";
import { communityGroupName } from "../../../engine/community/questionDraft";
import { CommunityQuestionList } from "./questions/CommunityQuestionList";
import { communityLabel } from "./questions/communityLabel";
import "./questions/communityQuestions.css";
import { useLocale, useT } from "../../app/i18n/useT";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

const route = getRouteApi("/app/patient/community/byName/$communityName/votes");

/** /app/patient/community/byName/{communityName}/votes: the moderated questions, voted by a like. */
export function CommunityVotesPage() {
  const t = useT();
  const locale = useLocale();
  const { communityName } = route.useParams();
  const community = communityLabel(t, communityName);
  useDocumentTitle(t("communityQuestions.votes.title", { community }));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("communityQuestions.votes.title", { community })}</h1>
        <p className="muted">{t("communityQuestions.votes.intro")}</p>
        <CommunityQuestionList groupName={communityGroupName(communityName, locale)} status="moderated" />
        <Link
          to="/app/patient/community/byName/$communityName/questions"
          params={{ communityName }}
          className="btn btn--block"
        >
          {t("communityQuestions.questions.open")}
        </Link>
      </main>
    </>
  );
}
