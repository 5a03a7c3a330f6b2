import type {
  CatalogueMedication,
  CatalogueSymptom,
  JournalDay,
  LocalizedDataValue,
} from "../../../../card-schemas";
import { JOURNAL_CORRECTION_DAYS } from "../../../../engine/tracking/journalDays";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { CardEntries } from "./CardEntries";
import { IntakeEntries } from "./IntakeEntries";
import { PictureEntries } from "./PictureEntries";
import { QuestionnaireEntries } from "./QuestionnaireEntries";
import { useJournalCorrection } from "./queries";
import { SymptomEntries } from "./SymptomEntries";
import { ValueEntries } from "./ValueEntries";
import "./journal.css";

export interface JournalCatalogues {
  symptoms: readonly CatalogueSymptom[];
  medications: readonly CatalogueMedication[];
  dataValues: readonly LocalizedDataValue[];
}

/** What the patient recorded on one day, by kind, with what may be corrected on it. */
export function JournalDayRecord({ day, catalogues }: { day: JournalDay; catalogues: JournalCatalogues }) {
  const t = useT();
  const correction = useJournalCorrection();
  const shared = {
    date: day.date,
    correctable: day.correctable,
    busy: correction.isPending,
    correct: (change: Parameters<typeof correction.mutate>[0]) => correction.mutate(change),
  };
  const empty =
    day.symptomEvents.length +
      day.medicationIntakes.length +
      day.dailyActivities.length +
      day.pictures.length +
      day.questionnaires.length +
      day.cardEntries.length ===
    0;
  return (
    <div className="journal" data-testid="journal-day" data-date={day.date}>
      {!day.correctable && (
        <p className="notice" data-testid="journal-locked">
          {t("journal.day.locked", { days: JOURNAL_CORRECTION_DAYS })}
        </p>
      )}
      {empty && (
        <p className="muted" data-testid="journal-empty">
          {t("journal.empty")}
        </p>
      )}
      {correction.isError && <ErrorAlert error={correction.error} />}
      {correction.isSuccess && (
        <p className="notice" role="status">
          {t(correction.variables.kind.startsWith("remove") ? "journal.removed" : "journal.saved")}
        </p>
      )}
      <SymptomEntries
        {...shared}
        events={day.symptomEvents}
        catalogue={catalogues.symptoms}
        triggerLabels={day.triggerLabels}
      />
      <IntakeEntries {...shared} intakes={day.medicationIntakes} medications={catalogues.medications} />
      <ValueEntries {...shared} entries={day.dailyActivities} catalogue={catalogues.dataValues} />
      <PictureEntries {...shared} pictures={day.pictures} catalogue={catalogues.dataValues} />
      <QuestionnaireEntries scores={day.questionnaires} />
      <CardEntries entries={day.cardEntries} />
    </div>
  );
}
