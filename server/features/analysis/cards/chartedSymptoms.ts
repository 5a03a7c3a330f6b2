/**
 * The symptoms the symptom cards chart (docs/features/analysis.md): each named in the patient's
 * language, with its events' intensities by day over the card's days.
 */
import type { DayValue } from "../../../../engine/analysis/correlation";
import type { AnalysisWindow } from "../../../../engine/analysis/analysisWindows";
import type { AppDeps } from "../../../appDeps";
import type { User } from "../../../platform/db/models";
import { ValidationError } from "../../../core/errors";
import { presentSymptom } from "../../tracking";
import { symptomEntries } from "../symptomEntries";
import { recurringSymptoms } from "./recurringSymptoms";

export interface ChartedSymptom {
  symptom: string;
  /** Its name in the patient's language; none when the catalogue does not have it. */
  name?: string;
  /** Its events' intensities, by day. */
  values: DayValue[];
}

/** Each of `ids`, in that order, with its events from `days.from` to `days.to`. */
export async function chartedSymptoms(
  deps: AppDeps,
  user: User,
  ids: readonly string[],
  days: AnalysisWindow,
): Promise<ChartedSymptom[]> {
  const [catalogue, events] = await Promise.all([
    deps.db("symptoms").whereIn("id", ids).select("id", "extra"),
    symptomEntries(deps.db, user.id, days, ids),
  ]);
  const names = new Map(catalogue.map((row) => [row.id as string, presentSymptom(row, user.language).label]));
  return ids.map((symptom) => ({
    symptom,
    name: names.get(symptom),
    values: events
      .filter((event) => event.symptom === symptom)
      .map((event) => ({ date: event.date, value: event.intensity })),
  }));
}

/**
 * The symptoms of the cards drawn one per symptom: `asked` (400 when the catalogue does not have
 * it), else each recurring symptom of the patient, named by its id when the catalogue has lost it.
 */
export async function askedOrRecurringSymptoms(
  deps: AppDeps,
  user: User,
  asked: string | undefined,
  days: AnalysisWindow,
): Promise<Array<ChartedSymptom & { name: string }>> {
  const ids = asked ? [asked] : await recurringSymptoms(deps, user);
  if (ids.length === 0) return [];
  const symptoms = await chartedSymptoms(deps, user, ids, days);
  if (asked && symptoms[0]?.name === undefined)
    throw new ValidationError([{ path: "/symptom", message: "is not in the symptom catalogue" }]);
  return symptoms.map((one) => ({ ...one, name: one.name ?? one.symptom }));
}
