/** Reads the analysis builders share. */
import type { AnalysisWindow } from "../../../../engine/analysis/analysisWindows";
import { DATA_VALUES_PAGE_SIZE } from "../../../../engine/tracking";
import type { AppDeps } from "../../../appDeps";
import { DataValue, type User } from "../../../platform/db/models";
import { ValidationError } from "../../../core/errors";
import { dayOf } from "../../../platform/db/dayOf";

/** The patient's recurring symptoms, in the order they were added. */
export async function recurringSymptoms(deps: AppDeps, user: User): Promise<string[]> {
  const rows = (await deps
    .db("userSymptoms")
    .where({ patientusersId: user.id })
    .orderBy("id")
    .select("symptom")) as Array<{ symptom: string }>;
  return [...new Set(rows.map((row) => row.symptom))];
}

/** The texts of a data value in the patient's language (the catalogue file's `labels`). */
export interface DataValueTexts {
  name: string;
  unit?: string;
  options?: string[];
}

/** A data value of the catalogue by its id, with its texts; a 400 on `/dataValue` when there is none. */
export async function dataValueOf(deps: AppDeps, user: User, id: string | undefined) {
  if (!id) throw new ValidationError([{ path: "/dataValue", message: "is required for this kind" }]);
  const row = await DataValue.query(deps.db).findById(id);
  if (!row)
    throw new ValidationError([{ path: "/dataValue", message: "is not in the data value catalogue" }]);
  const labels = row.extra?.labels as Partial<Record<string, Record<string, unknown>>> | undefined;
  const texts = labels?.[user.language] ?? labels?.en ?? {};
  const options = Array.isArray(texts.options) ? texts.options.map(String) : undefined;
  return {
    row,
    texts: {
      name: typeof texts.name === "string" && texts.name.length > 0 ? texts.name.slice(0, 200) : row.id,
      ...(typeof texts.unit === "string" && texts.unit.length > 0 ? { unit: texts.unit.slice(0, 40) } : {}),
      ...(options ? { options } : {}),
    } satisfies DataValueTexts,
  };
}

/**
 * The patient's daily activity entries of the `values` keys in the window, the newest
 * DATA_VALUES_PAGE_SIZE (docs/features/analysis.md: data values are read 1000 at most).
 */
export async function dailyEntries(
  deps: AppDeps,
  user: User,
  values: readonly string[],
  window: AnalysisWindow,
): Promise<Array<{ value: string; date: string; intensity: number }>> {
  const rows = (await deps
    .db("dailyActivities")
    .where({ patientusersId: user.id })
    .whereIn("value", values)
    .whereBetween("date", [window.from, window.to])
    .whereNotNull("intensity")
    .orderBy("date", "desc")
    .limit(DATA_VALUES_PAGE_SIZE)
    .select("value", "date", "intensity")) as Array<{ value: string; date: unknown; intensity: unknown }>;
  return rows.map((row) => ({ value: row.value, date: dayOf(row.date), intensity: Number(row.intensity) }));
}

/** How many different days `series` have points on. */
export const daysWithPoints = (series: ReadonlyArray<{ points: ReadonlyArray<{ date: string }> }>): number =>
  new Set(series.flatMap((one) => one.points.map((point) => point.date))).size;
