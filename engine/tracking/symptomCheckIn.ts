/**
 * Symptom and medication check-ins of docs/features/tracking.md: every recurring symptom gets an intensity from 0 to
 * 5, with optional details (duration, comment, medication, migraine type), and the card cannot be
 * sent until each one has its intensity.
 */
import type { MigraineType } from "../../card-schemas";

/** The lowest symptom intensity: the symptom is absent today. */
export const SYMPTOM_INTENSITY_MIN = 0;
/** The highest symptom intensity (docs/features/tracking.md: scale 0-5). */
export const SYMPTOM_INTENSITY_MAX = 5;
/** Every intensity a patient can pick, in order. */
export const SYMPTOM_INTENSITIES: readonly number[] = Array.from(
  { length: SYMPTOM_INTENSITY_MAX - SYMPTOM_INTENSITY_MIN + 1 },
  (_, index) => SYMPTOM_INTENSITY_MIN + index,
);

/**
 * How well a medication worked, on the same 0-5 scale as the symptom it was taken for (ours: the
 * seed names the field, not its range).
 */
export const MEDICATION_EFFICIENCY_MAX = 5;

/** The five migraine types of docs/features/tracking.md, as stored in a symptom event's `variables.migraineType`. */
export const MIGRAINE_TYPES = [
  "TENSION_HEADACHE",
  "WITHOUT_AURA",
  "WITH_AURA",
  "MEDICATION_RELATED",
  "OTHER",
] as const satisfies readonly MigraineType[];

/** The symptoms the lucky wheel offers first (docs/features/tracking.md), in the product's order. */
export const LUCKY_WHEEL_TOP_SYMPTOMS = [
  "MIGRAINE",
  "ECZEMA",
  "BACK_PAIN",
  "ANXIETY",
  "DEPRESSION",
  "ASTHMA",
] as const;

/** The longest duration a symptom event may record, in minutes: one week. */
export const SYMPTOM_DURATION_MAX_MINUTES = 7 * 24 * 60;
/** The longest comment a symptom event may carry. */
export const SYMPTOM_COMMENT_MAX_LENGTH = 1000;

/** True for a whole intensity on the 0-5 scale. */
export function isSymptomIntensity(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= SYMPTOM_INTENSITY_MIN &&
    value <= SYMPTOM_INTENSITY_MAX
  );
}

/** True for a whole efficiency on the 0-5 scale. */
export function isMedicationEfficiency(value: unknown): value is number {
  return (
    typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MEDICATION_EFFICIENCY_MAX
  );
}

export function isMigraineType(value: unknown): value is MigraineType {
  return typeof value === "string" && (MIGRAINE_TYPES as readonly string[]).includes(value);
}

/**
 * docs/features/tracking.md: the symptom card may be sent only when every recurring symptom has an intensity.
 * With no recurring symptom there is nothing to send (the card offers to pick some first).
 */
export function canSendSymptoms(
  recurring: readonly string[],
  intensities: Readonly<Record<string, number | undefined>>,
): boolean {
  return recurring.length > 0 && recurring.every((symptom) => isSymptomIntensity(intensities[symptom]));
}

/** The recurring symptoms still waiting for an intensity, in the order given. */
export function missingIntensities(
  recurring: readonly string[],
  intensities: Readonly<Record<string, number | undefined>>,
): string[] {
  return recurring.filter((symptom) => !isSymptomIntensity(intensities[symptom]));
}

/** Orders a symptom catalogue for picking: the top symptoms first in the product's order, then by sortKey. */
export function orderSymptomsForPicking<T extends { id: string; sortKey: number }>(
  symptoms: readonly T[],
): T[] {
  const rank = (id: string) => {
    const index = (LUCKY_WHEEL_TOP_SYMPTOMS as readonly string[]).indexOf(id);
    return index === -1 ? LUCKY_WHEEL_TOP_SYMPTOMS.length : index;
  };
  return [...symptoms].sort(
    (a, b) => rank(a.id) - rank(b.id) || a.sortKey - b.sortKey || a.id.localeCompare(b.id),
  );
}
