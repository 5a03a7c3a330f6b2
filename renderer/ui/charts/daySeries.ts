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

/** The tick steps a value axis picks from, per power of ten: 1, 2, 2.5 and 5 (so 2,000 or 250, never 1,750). */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;
/** A value axis aims at about this many intervals. */
const VALUE_AXIS_INTERVALS = 4;

/** The nice step (1, 2, 2.5 or 5 times a power of ten) nearest above `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  return NICE_STEPS.find((step) => step * power >= rough * (1 - 1e-9))! * power;
}

/**
 * The y range of a day chart over values from `min` to `max`: the fixed `yDomain` when given; with
 * a `yStep`, the values rounded out to it (at least one step); otherwise the values' own range, padded
 * by a twentieth and rounded out to a nice step (a week of 3,000 to 10,000 steps: 2,000 to 12,000),
 * never below zero when no value is.
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
  const spread = max - min;
  const pad = spread > 0 ? spread / 20 : Math.max(Math.abs(max) / 10, 1);
  const step = niceStep((spread + 2 * pad) / VALUE_AXIS_INTERVALS);
  const low = Math.floor((min - pad) / step) * step;
  return [min >= 0 ? Math.max(0, low) : low, Math.ceil((max + pad) / step) * step];
}

/** Pixels per character of an axis label (the chart's 12 px sans-serif, digits and separators). */
const AXIS_CHAR_WIDTH = 7.5;
/** The tick marks and the gap between the labels and the plot. */
const AXIS_GUTTER = 18;
/** A value axis is never narrower than this. */
const MIN_AXIS_SIZE = 40;

/** The width of a value axis whose widest label is among `labels`, so that no label is clipped. */
export function valueAxisSize(labels: readonly string[]): number {
  const widest = Math.max(0, ...labels.map((label) => label.length));
  return Math.max(MIN_AXIS_SIZE, Math.ceil(widest * AXIS_CHAR_WIDTH + AXIS_GUTTER));
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
