/**
 * ANALYSIS_SLEEP and ANALYSIS_SCREEN (analytic types sleep and screen): the custom charts of the
 * daily activity entries (docs/features/analysis.md). The night's times go on the sleep axis (engine/tracking/sleepScale.ts:
 * minutes, offset 1440 after midnight); screen entries are minutes as recorded.
 */
import type { AnalysisScreenCard, AnalysisSleepCard } from "../../../../card-schemas";
import { dailyMeans } from "../../../../engine/analysis/analysisSeries";
import { NO_SLEEP_ENTRY, SCREEN_ENTRIES, SLEEP_TIME_ENTRIES, toSleepAxis } from "../../../../engine/tracking";
import type { AnalysisBuilder } from "./builder";
import { dailyEntries } from "./dailyEntries";

const round1 = (value: number) => Math.round(value * 10) / 10;

function seriesOf<E extends string>(
  entries: ReadonlyArray<{ value: string; date: string; intensity: number }>,
  keys: readonly E[],
  toAxis: (value: number) => number,
) {
  return keys
    .map((entry) => ({
      entry,
      points: dailyMeans(
        entries
          .filter((one) => one.value === entry)
          .map((one) => ({ date: one.date, value: toAxis(one.intensity) })),
      ),
    }))
    .filter((one) => one.points.length > 0);
}

const daysOf = (entries: ReadonlyArray<{ date: string }>) => new Set(entries.map((entry) => entry.date)).size;

export const buildSleep: AnalysisBuilder = async (deps, user, window) => {
  const entries = await dailyEntries(deps, user, [...SLEEP_TIME_ENTRIES, NO_SLEEP_ENTRY], window);
  const awake = entries.filter((entry) => entry.value === NO_SLEEP_ENTRY).map((entry) => entry.intensity);
  const card: AnalysisSleepCard = {
    id: "sleep",
    type: "ANALYSIS_SLEEP",
    n: daysOf(entries),
    from: window.from,
    to: window.to,
    series: seriesOf(entries, SLEEP_TIME_ENTRIES, toSleepAxis),
    noSleepMinutes:
      awake.length === 0 ? null : round1(awake.reduce((sum, one) => sum + one, 0) / awake.length),
  };
  return [card];
};

export const buildScreen: AnalysisBuilder = async (deps, user, window) => {
  const entries = await dailyEntries(deps, user, SCREEN_ENTRIES, window);
  const card: AnalysisScreenCard = {
    id: "screen",
    type: "ANALYSIS_SCREEN",
    n: daysOf(entries),
    from: window.from,
    to: window.to,
    series: seriesOf(entries, SCREEN_ENTRIES, (minutes) => minutes),
  };
  return [card];
};
