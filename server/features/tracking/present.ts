import type {
  CatalogueMedication,
  CatalogueSymptom,
  MedicationIntakeView,
  SymptomEventVariables,
  SymptomEventView,
  UserSymptomView,
} from "../../../card-schemas";
import type { Language } from "../../platform/db/models";

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
