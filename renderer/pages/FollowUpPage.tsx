import { getRouteApi } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import { followUpQuery } from "../endOfStudy/queries";
import { useLocale, useT } from "../i18n/useT";
import { FollowUpView } from "../programs/FollowUpView";
import { publicProgramQuery } from "../publicProgram/queries";
import { ErrorAlert } from "../ui/ErrorAlert";
import { useDocumentTitle } from "../ui/useDocumentTitle";
import { AppHeader } from "./AppHeader";
import { PageSpinner } from "./PageSpinner";

const route = getRouteApi("/app/patient/ressources/followUp/$studyId");

/** /app/patient/ressources/followUp/{studyId}: the patient's follow-up of a program (seed 002 §2). */
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
