import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useApi } from "../../app/api/ApiContext";
import { JOURNAL_CORRECTION_DAYS } from "../../../engine/tracking/journalDays";
import { useIntl, useLocale, useT } from "../../app/i18n/useT";
import { DayPicker } from "./journal/DayPicker";
import { JournalAnalysis } from "./journal/JournalAnalysis";
import { JournalDayRecord } from "./journal/JournalDayRecord";
import { journalQuery } from "./journal/queries";
import { medicationsQuery, symptomCatalogueQuery } from "./symptoms/queries";
import { dataValuesQuery } from "./queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";
import { usePatientToday } from "../../app/session/today";

const route = getRouteApi("/app/patient/journal");

/**
 * /app/patient/journal (docs/features/tracking.md): the patient's record day by day (symptoms, intakes, daily
 * values, pictures, questionnaires), the day chosen in the address (`?date=`), today by default;
 * entries of the last days may be added, changed or removed.
 */
export function JournalPage() {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const navigate = route.useNavigate();
  const today = usePatientToday();
  const search = route.useSearch();
  const day = search.date && search.date <= today ? search.date : today;
  useDocumentTitle(t("journal.title"), t("journal.intro", { days: JOURNAL_CORRECTION_DAYS }));
  const journal = useQuery(journalQuery(api, day, day));
  const symptoms = useQuery(symptomCatalogueQuery(api, locale));
  const medications = useQuery(medicationsQuery(api));
  const dataValues = useQuery(dataValuesQuery(api, locale));
  const failed = [journal, symptoms, medications, dataValues].find((query) => query.isError);
  const record = journal.data?.days[0];

  return (
    <>
      <AppHeader />
      <main id="main" className="page page--narrow stack">
        <h1 className="page__title">{t("journal.title")}</h1>
        <p className="muted">{t("journal.intro", { days: JOURNAL_CORRECTION_DAYS })}</p>
        <DayPicker
          day={day}
          today={today}
          onPick={(date) => void navigate({ search: date === today ? {} : { date }, replace: true })}
        />
        <h2 data-testid="journal-day-title" aria-live="polite">
          {day === today
            ? t("journal.day.today")
            : intl.formatDate(`${day}T12:00:00Z`, { dateStyle: "full", timeZone: "UTC" })}
        </h2>
        {failed ? (
          <div className="stack">
            <ErrorAlert error={failed.error} />
            <button type="button" className="btn" onClick={() => void failed.refetch()}>
              {t("journal.retry")}
            </button>
          </div>
        ) : record && symptoms.data && medications.data && dataValues.data ? (
          <JournalDayRecord
            day={record}
            catalogues={{
              symptoms: symptoms.data,
              medications: medications.data,
              dataValues: dataValues.data,
            }}
          />
        ) : (
          <PageSpinner />
        )}
        <JournalAnalysis />
      </main>
    </>
  );
}
