import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import type { ProgramSummary } from "../../card-schemas";
import { useApi } from "../api/ApiContext";
import { useT } from "../i18n/useT";
import { programsQuery } from "../programs/queries";
import { useSubscribe } from "../programs/useSubscribe";
import { ErrorAlert } from "../ui/ErrorAlert";
import { AppHeader } from "./AppHeader";
import { PageSpinner } from "./PageSpinner";
import { useDocumentTitle } from "../ui/useDocumentTitle";

function ProgramItem({ program }: { program: ProgramSummary }) {
  const t = useT();
  const subscribe = useSubscribe();
  return (
    <li className="tile program" data-testid="program" data-program-id={program.id}>
      <h2 className="tile__title">{program.title}</h2>
      {program.description && <p className="program__description">{program.description}</p>}
      <ul className="facts">
        <li>{t("programs.duration", { count: program.studyDuration })}</li>
        <li className="facts__reward">{t("programs.maxReward", { count: program.maxReward })}</li>
      </ul>
      {subscribe.isError && <ErrorAlert error={subscribe.error} />}
      {subscribe.isSuccess && (
        <p className="notice" role="status">
          {t("programs.subscribeSuccess", { title: program.title })}{" "}
          <Link to="/app/patient/tasks">{t("program.openDeck")}</Link>
        </p>
      )}
      <div className="program__actions">
        <Link to="/app/patient/ressources/studies/$id" params={{ id: program.id }} className="btn">
          {t("programs.details")}
        </Link>
        {program.subscribed ? (
          <>
            <span className="badge" data-testid="subscribed">
              {t("programs.subscribed")}
            </span>
            {program.offeredVersion !== undefined && (
              <span className="badge" data-testid="new-version">
                {t("programs.newVersion")}
              </span>
            )}
          </>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            data-testid="subscribe"
            aria-label={t("programs.subscribeNamed", { title: program.title })}
            disabled={subscribe.isPending}
            onClick={() => subscribe.mutate(program.id)}
          >
            {subscribe.isPending ? t("programs.subscribing") : t("programs.subscribe")}
          </button>
        )}
      </div>
    </li>
  );
}

/** Every program the patient may join, with a subscribe button each. */
export function ProgramsPage() {
  const t = useT();
  useDocumentTitle(t("programs.title"), t("programs.intro"));
  const api = useApi();
  const programs = useQuery(programsQuery(api));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("programs.title")}</h1>
        <p className="muted">{t("programs.intro")}</p>
        {programs.isPending && <PageSpinner />}
        {programs.isError && (
          <>
            <ErrorAlert error={programs.error} />
            <button type="button" className="btn" onClick={() => void programs.refetch()}>
              {t("common.retry")}
            </button>
          </>
        )}
        {programs.isSuccess && programs.data.length === 0 && <p className="muted">{t("programs.empty")}</p>}
        {programs.isSuccess && programs.data.length > 0 && (
          <ul className="program-grid">
            {programs.data.map((program) => (
              <ProgramItem key={program.id} program={program} />
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
