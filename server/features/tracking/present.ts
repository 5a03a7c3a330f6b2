/** How the tracking routes answer their rows: catalogue entries, patient entries and records (docs/features/tracking.md). */
import type {
  CatalogueMedication,
  CatalogueSymptom,
  DailyActivityView,
  LocalizedDataValue,
  MedicationIntakeView,
  QuestionnaireAnswers,
  QuestionnaireRecordView,
  SymptomEventVariables,
  SymptomEventView,
  UserSymptomView,
} from "../../../card-schemas";
import type { DataValue as CatalogueEntry } from "../../../card-schemas/generated/DataValueCatalogue";
import { localDay } from "../../../engine/shared/dates";
import { localizeDataValue } from "../../../engine/tracking/localizedDataValue";
import type { DailyActivity, DataValue, Language } from "../../platform/db/models";
import type { RecordRow } from "./questionnaireRecordRows";

/** A catalogue row as stored: the id, plus the catalogue file's other fields in `extra`. */
interface CatalogueRow {
  id: string;
  extra: Record<string, unknown> | null;
}

function labelIn(extra: Record<string, unknown> | null, language: Language, fallback: string): string {
  const labels = extra?.labels as Partial<Record<Language, string>> | undefined;
  return labels?.[language] ?? labels?.en ?? fallback;
}

/** A symptom of the catalogue, named in `language`. */
export function presentSymptom(row: CatalogueRow, language: Language): CatalogueSymptom {
  const extra = row.extra ?? {};
  return {
    id: row.id,
    label: labelIn(row.extra, language, row.id),
    category: typeof extra.category === "string" ? extra.category : "GENERAL",
    top: extra.top === true,
    askMigraineType: extra.askMigraineType === true,
    sortKey: typeof extra.sortKey === "number" ? extra.sortKey : 0,
  };
}

/** A medication of the catalogue, named in `language`. */
export function presentMedication(
  row: CatalogueRow & { name: string },
  language: Language,
): CatalogueMedication {
  const symptoms = row.extra?.symptoms;
  return {
    id: row.id,
    name: row.name,
    label: labelIn(row.extra, language, row.name),
    symptoms: Array.isArray(symptoms) ? symptoms.filter((s): s is string => typeof s === "string") : [],
  };
}

export function presentUserSymptom(row: { id: string; symptom: string }): UserSymptomView {
  return { id: row.id, symptom: row.symptom };
}

export function presentSymptomEvent(row: {
  id: string;
  symptom: string;
  intensity: number;
  date: string;
  duration: number | null;
  /** As the body schema let them in. */
  variables: SymptomEventVariables | null;
  createdAt: Date;
}): SymptomEventView {
  return {
    id: row.id,
    symptom: row.symptom,
    intensity: row.intensity,
    date: row.date,
    ...(row.duration !== null ? { duration: row.duration } : {}),
    variables: row.variables ?? {},
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function presentMedicationIntake(row: {
  id: string;
  medicationId: string;
  datetime: Date;
  crisisId: string | null;
  efficiency: number | null;
}): MedicationIntakeView {
  return {
    id: row.id,
    medicationID: row.medicationId,
    datetime: new Date(row.datetime).toISOString(),
    ...(row.crisisId !== null ? { crisisID: row.crisisId } : {}),
    ...(row.efficiency !== null ? { efficiency: row.efficiency } : {}),
  };
}

/** The catalogue entry a data value row was loaded from (its texts are kept in `extra.labels`). */
export function catalogueEntryOf(row: DataValue): CatalogueEntry {
  const labels = (row.extra?.labels ?? {}) as Partial<CatalogueEntry["labels"]>;
  const fallback = { name: row.id, question: row.id };
  return {
    id: row.id,
    value: row.value,
    category: row.category as CatalogueEntry["category"],
    type: row.type as CatalogueEntry["type"],
    sortKey: row.sortKey,
    scaleMode: row.scaleMode === "logarithmic" ? "logarithmic" : "linear",
    intensityMultiplicator: row.intensityMultiplicator ?? 1,
    intensityConstant: row.intensityConstant ?? 0,
    maxIntensity: row.maxIntensity ?? 1,
    rewards: row.rewards,
    canBeGoal: row.canBeGoal,
    moreIsBetter: row.moreIsBetter,
    hide: row.hide,
    symptoms: row.symptoms,
    all: row.all,
    labels: {
      fr: labels.fr ?? labels.en ?? fallback,
      en: labels.en ?? fallback,
      it: labels.it ?? labels.en ?? fallback,
      es: labels.es ?? labels.en ?? fallback,
    },
  };
}

/** A data value in the patient's language (GET /api/patient/dataValues). */
export function presentDataValue(row: DataValue, language: string): LocalizedDataValue {
  return localizeDataValue(catalogueEntryOf(row), language);
}

/** A daily activity entry as the patient API answers it. */
export function presentDailyActivity(row: DailyActivity): DailyActivityView {
  return {
    id: row.id,
    value: row.value,
    date: row.date,
    intensity: row.intensity,
    // Written from bodies whose schema admits objects only.
    data: (row.data ?? null) as DailyActivityView["data"],
    category: row.category,
    source: row.source,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** A questionnaire record as the patient API answers it, its day in the patient's time zone. */
export function presentQuestionnaireRecord(row: RecordRow, timeZone: string): QuestionnaireRecordView {
  const datetime = new Date(row.datetime);
  return {
    id: row.id,
    questionnaireId: row.questionnaireId,
    formCategory: row.formCategory,
    datetime: datetime.toISOString(),
    day: localDay(datetime, timeZone),
    score: Number(row.score),
    answers:
      typeof row.answers === "string" ? (JSON.parse(row.answers) as QuestionnaireAnswers) : row.answers,
    rewards: row.rewards,
  };
}
