/**
 * Draws one kind of shared data (its series by day) with uPlot. Only SharedSeriesChart imports this
 * module, dynamically, so uPlot loads once a chart nears the screen.
 */
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { SharedKind } from "../../card-schemas";

export interface SharedChartData {
  series: SharedKind;
  /** Writes a day (`YYYY-MM-DD`) for the x axis, in the reader's language. */
  formatDay: (day: string) => string;
  width: number;
}

const HEIGHT = 160;
const DAY_SECONDS = 86_400;
const COLORS = ["#b42318", "#175cd3", "#067647", "#b54708", "#6941c6", "#c11574"];

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const toDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** Renders the chart into `element`, one line per series over the days any of them has; the returned function removes it. */
export function drawSharedChart(element: HTMLElement, data: SharedChartData): () => void {
  const days = [...new Set(data.series.flatMap((one) => one.points.map((point) => point.date)))].sort();
  const columns = data.series.map((one) => {
    const byDay = new Map(one.points.map((point) => [point.date, point.value]));
    return days.map((day) => byDay.get(day) ?? null);
  });
  const plot = new uPlot(
    {
      width: data.width,
      height: HEIGHT,
      scales: { x: { time: false } },
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      series: [
        {},
        ...data.series.map((one, index) => ({
          label: one.name,
          stroke: COLORS[index % COLORS.length],
          width: 2,
          spanGaps: true,
          points: { show: true, size: 6 },
        })),
      ],
      axes: [
        {
          incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 28 * DAY_SECONDS],
          space: 56,
          values: (_plot, ticks) => ticks.map((tick) => data.formatDay(toDay(tick))),
        },
        { size: 40 },
      ],
    },
    [days.map(toSeconds), ...columns],
    element,
  );
  return () => plot.destroy();
}
