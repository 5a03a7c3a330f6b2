import { addDays, dayDiff } from "../../../engine/shared/dates";
import { minutesToHour } from "../../../engine/tracking/hourEncoding";
import { fromSleepAxis } from "../../../engine/tracking/sleepScale";

/** A series of values by day, as the day charts draw them. */
export interface DaySeries {
  name: string;
  points: ReadonlyArray<{ date: string; value: number }>;
}

/** The lines' colours, in order (a legend's swatches take the same). */
export const DAY_CHART_COLORS = ["#b42318", "#175cd3", "#067647", "#b54708", "#6941c6", "#c11574"] as const;

/** The dashed line of a target (a goal's value). */
export const DAY_CHART_TARGET_COLOR = "#0b7a6b";

/** docs/features/analysis.md: a chart needs more than one point; with fewer the page says "not enough data". */
export function isDrawable(series: readonly DaySeries[]): boolean {
  return series.some((one) => one.points.length > 1);
}

/** How a day chart writes its values: numbers, or times of the night on the sleep axis (engine/tracking/sleepScale.ts). */
export type DayValueFormat = "number" | "timeOfNight";

/** A value as the chart's axis and table write it. */
export function formatDayValue(
  value: number,
  format: DayValueFormat,
  intl: { formatNumber: (value: number) => string },
): string {
  return format === "timeOfNight"
    ? minutesToHour(fromSleepAxis(Math.round(value)))
    : intl.formatNumber(value);
}

/**
 * The y range of a day chart over values from `min` to `max`: the fixed `yDomain` when given; with
 * a `yStep`, the values rounded out to it (at least one step); otherwise zero to the highest.
 */
export function dayChartRange(
  min: number,
  max: number,
  { yDomain, yStep }: { yDomain?: readonly [number, number]; yStep?: number },
): [number, number] {
  if (yDomain) return [yDomain[0], yDomain[1]];
  if (yStep) {
    const low = Math.floor(min / yStep) * yStep;
    return [low, Math.max(low + yStep, Math.ceil(max / yStep) * yStep)];
  }
  return [Math.min(0, min), Math.max(1, max)];
}

/**
 * A day chart's x values and one column per series over them: the days of `span` (its `end`
 * excluded), drawn even when empty, and every day a series has, in order; a day without a value is
 * null. A `target` adds a column at its level every day.
 */
export function dayChartColumns({
  series,
  span,
  target,
}: {
  series: readonly DaySeries[];
  span?: { start: string; end: string };
  target?: { value: number };
}): { days: string[]; columns: Array<Array<number | null>> } {
  const spanned = span
    ? Array.from({ length: Math.max(dayDiff(span.start, span.end), 1) }, (_, index) =>
        addDays(span.start, index),
      )
    : [];
  const days = [
    ...new Set([...spanned, ...series.flatMap((one) => one.points.map((point) => point.date))]),
  ].sort();
  const columns: Array<Array<number | null>> = series.map((one) => {
    const byDay = new Map(one.points.map((point) => [point.date, point.value]));
    return days.map((day) => byDay.get(day) ?? null);
  });
  if (target) columns.push(days.map(() => target.value));
  return { days, columns };
}
