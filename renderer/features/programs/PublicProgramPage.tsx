import { getRouteApi, Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useLocale, useT } from "../../app/i18n/useT";
import { publicProgramQuery } from "./public/queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { GuestHeader } from "../../app/shell/GuestHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";
import { ProgramDetails } from "./ProgramDetails";
import { RatingsSection } from "./ratings/RatingsSection";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { meQuery } from "../../app/session/queries";

const route = getRouteApi("/app/guest/ressources/programs/$id");

/** A program's public page; joining it first goes through sign-in (docs/features/programs.md guests). */
export function PublicProgramPage() {
  const t = useT();
  const api = useApi();
  const { id } = route.useParams();
  const program = useQuery(publicProgramQuery(api, id, useLocale()));
  const me = useQuery(meQuery(api));
  useDocumentTitle(program.data?.title, program.data?.description);
  return (
    <>
      <GuestHeader />
      <main id="main" className="page">
        {program.isPending && <PageSpinner />}
        {program.isError && <ErrorAlert error={program.error} />}
        {program.isSuccess && (
          <ProgramDetails
            program={program.data}
            authorLink={
              <Link
                to="/app/guest/auth"
                search={{ nextPage: `/app/patient/contact/autors/${program.data.author.id}` }}
                data-testid="program-author-link"
              >
                {t("program.contactAuthor", { name: program.data.author.name })}
              </Link>
            }
            action={
              <Link
                to="/app/guest/auth"
                search={{ nextPage: `/app/patient/ressources/studies/${id}` }}
                className="btn btn--primary btn--block"
                data-testid="subscribe"
              >
                {t("program.subscribe")}
              </Link>
            }
          />
        )}
        {program.isSuccess && (
          <RatingsSection
            studyId={id}
            viewer={!me.data ? "guest" : me.data.role === "patient" ? "patient" : "other"}
          />
        )}
      </main>
    </>
  );
}
