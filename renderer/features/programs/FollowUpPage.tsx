import { getRouteApi } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { followUpQuery } from "./endOfStudy/queries";
import { useLocale, useT } from "../../app/i18n/useT";
import { FollowUpView } from "./FollowUpView";
import { publicProgramQuery } from "./public/queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";

const route = getRouteApi("/app/patient/ressources/followUp/$studyId");

/** /app/patient/ressources/followUp/{studyId}: the patient's follow-up of a program (docs/features/programs.md). */
export function FollowUpPage() {
  const t = useT();
  const api = useApi();
  const { studyId } = route.useParams();
  const program = useQuery(publicProgramQuery(api, studyId, useLocale()));
  const followUp = useQuery(followUpQuery(api, studyId));
  const title = program.data?.title ?? "";
  useDocumentTitle(program.data ? t("programConditions.followUpTitle", { title }) : undefined);
  const error = program.error ?? followUp.error;
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        {(program.isPending || followUp.isPending) && !error && <PageSpinner />}
        {error && <ErrorAlert error={error} />}
        {program.isSuccess && followUp.isSuccess && (
          <FollowUpView studyId={studyId} title={title} followUp={followUp.data} />
        )}
      </main>
    </>
  );
}
