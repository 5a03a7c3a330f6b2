import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useApi } from "../../app/api/ApiContext";
import { addDays } from "../../../engine/shared/dates";
import { JOURNAL_MAX_SPAN_DAYS } from "../../../engine/tracking/journalDays";
import { SYMPTOM_INTENSITY_MAX } from "../../../engine/tracking/symptomCheckIn";
import { useIntl, useLocale, useT } from "../../app/i18n/useT";
import { IntensityBadge } from "./journal/IntensityBadge";
import { journalQuery } from "./journal/queries";
import { symptomCatalogueQuery, userSymptomsQuery } from "./symptoms/queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";
import "./journal/journal.css";
import { usePatientToday } from "../../app/session/today";

const route = getRouteApi("/app/patient/ressources/symptom/$symptomId");

/** docs/features/tracking.md: symptoms are read over 30-day windows; one journal read covers them (31 days). */
const RECENT_DAYS = JOURNAL_MAX_SPAN_DAYS - 1;

/**
 * /app/patient/ressources/symptom/{symptomId} (docs/features/tracking.md): the symptom's name, whether the patient
 * follows it, their events of it over the last 30 days with their average, and a way to record it.
 */
export function SymptomPage() {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const { symptomId } = route.useParams();
  const today = usePatientToday();
  const catalogue = useQuery(symptomCatalogueQuery(api, useLocale()));
  const followed = useQuery(userSymptomsQuery(api));
  const journal = useQuery(journalQuery(api, addDays(today, -RECENT_DAYS), today));
  const symptom = catalogue.data?.find((item) => item.id === symptomId);
  useDocumentTitle(symptom?.label);
  const failed = [catalogue, followed, journal].find((query) => query.isError);
  const events = (journal.data?.days ?? [])
    .flatMap((day) => day.symptomEvents)
    .filter((event) => event.symptom === symptomId)
    .reverse();
  const average =
    events.length > 0 ? events.reduce((sum, event) => sum + event.intensity, 0) / events.length : undefined;

  let body;
  if (failed) body = <ErrorAlert error={failed.error} />;
  else if (!catalogue.data || !followed.data || !journal.data) body = <PageSpinner />;
  else if (!symptom) body = <h1 className="page__title">{t("journal.symptom.notFound")}</h1>;
  else {
    body = (
      <>
        <h1 className="page__title">{symptom.label}</h1>
        <p className="muted" data-testid="symptom-followed">
          {followed.data.some((item) => item.symptom === symptomId)
            ? t("journal.symptom.followed")
            : t("journal.symptom.notFollowed")}
        </p>
        <section className="journal-section" aria-labelledby="symptom-recent">
          <h2 id="symptom-recent">{t("journal.symptom.recent", { days: RECENT_DAYS })}</h2>
          {average !== undefined && (
            <p>
              {t("journal.symptom.average", {
                value: intl.formatNumber(average, { maximumFractionDigits: 1 }),
                max: SYMPTOM_INTENSITY_MAX,
              })}
            </p>
          )}
          {events.length === 0 ? (
            <p className="muted">{t("journal.symptom.none")}</p>
          ) : (
            <ul className="journal-list" data-testid="symptom-events">
              {events.map((event) => (
                <li key={event.id} className="journal-entry">
                  <Link to="/app/patient/journal" search={{ date: event.date }}>
                    {intl.formatDate(`${event.date}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}
                  </Link>
                  <IntensityBadge value={event.intensity} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <Link to="/app/patient/journal" className="btn btn--primary btn--block" data-testid="symptom-record">
          {t("journal.symptom.record")}
        </Link>
        <Link
          to="/app/patient/community/byName/$communityName"
          params={{ communityName: symptomId }}
          className="btn btn--ghost btn--block"
        >
          {t("journal.symptom.community")}
        </Link>
      </>
    );
  }
  return (
    <>
      <AppHeader />
      <main id="main" className="page page--narrow stack">
        {body}
      </main>
    </>
  );
}
