/**
 * Draws series by day with uPlot, one line per series over the days any of them has, the y axis
 * over the values' own range (dayChartRange), its labels in the reader's language and wide enough
 * for the longest (valueAxisSize). Only DayChart imports this module, dynamically, so uPlot loads once a chart nears the
 * screen.
 */
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import {
  DAY_CHART_COLORS,
  DAY_CHART_TARGET_COLOR,
  dayChartColumns,
  dayChartRange,
  valueAxisSize,
  type DaySeries,
} from "./daySeries";

export interface DayChartData {
  series: readonly DaySeries[];
  /** Writes a day (`YYYY-MM-DD`) for the x axis, in the reader's language. */
  formatDay: (day: string) => string;
  width: number;
  /** The plot's height in pixels; 160 unless given (docs/architecture.md: an analysis chart is 300). */
  height?: number;
  /** A fixed y domain (an intensity's 0–5); the values' own range, rounded out, otherwise. */
  yDomain?: readonly [number, number];
  /** Names of the series drawn hidden (a legend toggled them off); their colours stay. */
  hidden?: readonly string[];
  /** Writes a value for the y axis in the reader's language (a number, or a time of the night). */
  formatValue: (value: number) => string;
  /**
   * A unit the y axis keeps to (60 for times in minutes: whole hours): the axis then spans the
   * values, rounded out to it, rather than starting at zero, and its ticks fall on its multiples.
   */
  yStep?: number;
  /** Days the x axis spans at least (a goal's whole period, `end` excluded), drawn even when empty. */
  span?: { start: string; end: string };
  /** A level drawn across as a dashed line (a goal's target), named for the legend. */
  target?: { name: string; value: number };
}

const HEIGHT = 160;
const DAY_SECONDS = 86_400;

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const toDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** Renders the chart into `element`; the returned function removes it. */
export function drawDayChart(element: HTMLElement, data: DayChartData): () => void {
  const { days, columns } = dayChartColumns(data);
  const target = data.target;
  const plot = new uPlot(
    {
      width: data.width,
      height: data.height ?? HEIGHT,
      scales: {
        x: { time: false },
        y: {
          range: (_plot, min, max) => dayChartRange(min, max, data),
        },
      },
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      series: [
        {},
        ...data.series.map((one, index) => ({
          label: one.name,
          show: !data.hidden?.includes(one.name),
          stroke: DAY_CHART_COLORS[index % DAY_CHART_COLORS.length],
          width: 2,
          spanGaps: true,
          points: { show: true, size: 6 },
        })),
        ...(target
          ? [
              {
                label: target.name,
                stroke: DAY_CHART_TARGET_COLOR,
                width: 1.5,
                dash: [6, 4],
                points: { show: false },
              },
            ]
          : []),
      ],
      axes: [
        {
          incrs: [DAY_SECONDS, 2 * DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 28 * DAY_SECONDS],
          space: 56,
          values: (_plot, ticks) => ticks.map((tick) => data.formatDay(toDay(tick))),
        },
        {
          // uPlot asks again once the ticks are known: the axis takes the width of its longest label.
          size: (_plot: uPlot, labels: string[] | null) => valueAxisSize(labels ?? []),
          ...(data.yStep ? { incrs: [1, 2, 3, 4, 6, 12].map((times) => times * data.yStep!) } : {}),
          values: (_plot: uPlot, ticks: number[]) => ticks.map((tick) => data.formatValue(tick)),
        },
      ],
    },
    [days.map(toSeconds), ...columns],
    element,
  );
  return () => plot.destroy();
}
