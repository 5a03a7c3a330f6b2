/**
 * ANALYSIS_VALUE_SERIES (analytic type timeSerie): a data value's records by day over the window,
 * as the patient entered them: a measure's scale (scaleMode, intensityMultiplicator,
 * intensityConstant; engine/tracking/dataValueScale.ts) undone, then the mean of each day. A time of
 * day (an HOUR value) goes on the night axis first (engine/tracking/sleepScale.ts), so that 23:30 and
 * 00:30 are an hour apart, and the card says it reads as times.
 */
import type { AnalysisValueSeriesCard } from "../../../../card-schemas";
import { dailyMeans } from "../../../../engine/analysis/analysisSeries";
import { toSleepAxis } from "../../../../engine/tracking";
import type { AnalysisBuilder } from "./builder";
import { dailyEntries } from "./dailyEntries";
import { dataValueOf } from "./dataValueTexts";
import { enteredValue } from "./enteredValue";

export const buildValueSeries: AnalysisBuilder = async (deps, user, window, query) => {
  const { row, texts } = await dataValueOf(deps, user, query.dataValue);
  const entries = await dailyEntries(deps, user, [row.value], window);
  const timeOfDay = row.type === "HOUR";
  const points = dailyMeans(
    entries.map((entry) => {
      const value = enteredValue(row, entry.intensity);
      return { date: entry.date, value: timeOfDay ? toSleepAxis(value) : value };
    }),
  );
  const highest = Math.max(0, ...points.map((point) => point.value));
  const card: AnalysisValueSeriesCard = {
    id: `timeSerie-${row.id}`,
    type: "ANALYSIS_VALUE_SERIES",
    n: points.length,
    from: window.from,
    to: window.to,
    dataValue: row.id,
    name: texts.name,
    ...(texts.unit ? { unit: texts.unit } : {}),
    max: Math.max(row.maxIntensity ?? 0, highest),
    ...(timeOfDay ? { valueFormat: "timeOfNight" as const } : {}),
    points,
  };
  return [card];
};
