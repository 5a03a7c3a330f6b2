import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { DailyQuestions } from "./questions/DailyQuestions";
import { dailyQuestionsQuery } from "./questions/queries";
import "./questions/communityQuestions.css";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";

/** /app/patient/community/questions: the daily swipe list of community questions (docs/features/community.md). */
export function DailyQuestionsPage() {
  const t = useT();
  const daily = useQuery(dailyQuestionsQuery(useApi()));
  useDocumentTitle(t("communityQuestions.daily.title"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("communityQuestions.daily.title")}</h1>
        {daily.isPending && <PageSpinner />}
        {daily.isError && <ErrorAlert error={daily.error} />}
        {daily.isSuccess && <DailyQuestions daily={daily.data} />}
      </main>
    </>
  );
}
