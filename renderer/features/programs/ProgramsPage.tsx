import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { ProgramDetail } from "./ProgramDetail";
import { ProgramLimitsNotice } from "./ProgramLimitsNotice";
import { ProgramPicker } from "./ProgramPicker";
import { programLimitsQuery, programsQuery } from "./queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";
import { useDocumentTitle } from "../../ui/useDocumentTitle";

/**
 * Every program the patient may join, each as a card with its join button; the patient's limits
 * (the add buttons hidden at the limit, the upgrade prompt); and, for a patient who follows
 * nothing yet, a step to pick a few at once.
 */
export function ProgramsPage() {
  const t = useT();
  useDocumentTitle(t("programs.title"), t("programs.intro"));
  const api = useApi();
  const programs = useQuery(programsQuery(api));
  const limits = useQuery(programLimitsQuery(api)).data ?? null;
  // Once offered, the picker stays until the page is left, to show what it joined.
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    if (limits?.total === 0) setPicking(true);
  }, [limits?.total]);
  const canAdd = limits === null || !limits.addHidden;
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("programs.title")}</h1>
        <p className="muted">{t("programs.intro")}</p>
        <Link to="/app/patient/ressources/autors" className="btn btn--ghost" data-testid="find-support">
          {t("authors.search.link")}
        </Link>
        {programs.isPending && <PageSpinner />}
        {programs.isError && (
          <>
            <ErrorAlert error={programs.error} />
            <button type="button" className="btn" onClick={() => void programs.refetch()}>
              {t("common.retry")}
            </button>
          </>
        )}
        {limits && (limits.total > 0 || limits.upgrade) && <ProgramLimitsNotice limits={limits} />}
        {programs.isSuccess && limits && picking && (
          <ProgramPicker programs={programs.data} room={limits.totalLimit - limits.total} />
        )}
        {programs.isSuccess && programs.data.length === 0 && <p className="muted">{t("programs.empty")}</p>}
        {programs.isSuccess && programs.data.length > 0 && (
          <ul className="program-grid">
            {programs.data.map((program) => (
              <ProgramDetail key={program.id} mode="card" program={program} canAdd={canAdd} />
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
