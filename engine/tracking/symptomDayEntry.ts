/**
 * One entry per symptom and day (docs/features/tracking.md): a second check-in of a symptom on a
 * day it already has an entry for changes that entry instead of adding another. The new intensity
 * wins, so do the details it brings; details it leaves out are kept, and triggers add up.
 */
import type { SymptomEventVariables } from "../../card-schemas";

/** The most triggers an entry keeps (the API schema's `maxItems`). */
export const SYMPTOM_TRIGGERS_MAX = 20;

export interface SymptomDayEntry {
  intensity: number;
  duration: number | null;
  variables: SymptomEventVariables;
}

/** The day's entry of a symptom once `incoming` is checked in over `existing`. */
export function mergeSymptomDayEntry(existing: SymptomDayEntry, incoming: SymptomDayEntry): SymptomDayEntry {
  const triggers = [
    ...new Set([...(existing.variables.triggers ?? []), ...(incoming.variables.triggers ?? [])]),
  ];
  const variables: SymptomEventVariables = { ...existing.variables, ...incoming.variables };
  // Past the cap the oldest give way: the check-in just made is the one the patient sees.
  if (triggers.length > 0) variables.triggers = triggers.slice(-SYMPTOM_TRIGGERS_MAX);
  return {
    intensity: incoming.intensity,
    duration: incoming.duration ?? existing.duration,
    variables,
  };
}
