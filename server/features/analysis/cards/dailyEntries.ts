/** The patient's daily activity entries of some data values over a card's window (docs/features/analysis.md). */
import type { AnalysisWindow } from "../../../../engine/analysis/analysisWindows";
import { DATA_VALUES_PAGE_SIZE } from "../../../../engine/tracking";
import type { AppDeps } from "../../../appDeps";
import type { User } from "../../../platform/db/models";
import { dayOf } from "../../../platform/db/dayOf";

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
    .where({ userId: user.id })
    .whereIn("value", values)
    .whereBetween("date", [window.from, window.to])
    .whereNotNull("intensity")
    .orderBy("date", "desc")
    .limit(DATA_VALUES_PAGE_SIZE)
    .select("value", "date", "intensity")) as Array<{ value: string; date: unknown; intensity: unknown }>;
  return rows.map((row) => ({ value: row.value, date: dayOf(row.date), intensity: Number(row.intensity) }));
}
