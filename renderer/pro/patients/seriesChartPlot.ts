/**
 * Draws one of a patient's series with uPlot. Only SeriesChart imports this module, dynamically,
 * so uPlot loads with the patient's page, once a chart nears the screen.
 */
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { ProSeriesPoint } from "../../../card-schemas";

export interface SeriesChartData {
  points: readonly ProSeriesPoint[];
  label: string;
  /** Writes a day (`YYYY-MM-DD`) for the x axis, in the pro's language. */
  formatDay: (day: string) => string;
  width: number;
}

const HEIGHT = 160;
const DAY_SECONDS = 86_400;

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const toDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** Renders the chart into `element`; the returned function removes it. */
export function drawSeriesChart(element: HTMLElement, data: SeriesChartData): () => void {
  const plot = new uPlot(
    {
      width: data.width,
      height: HEIGHT,
      scales: { x: { time: false }, y: { range: (_plot, min, max) => [Math.min(0, min), Math.max(1, max)] } },
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      series: [
        {},
        { label: data.label, stroke: "#1d4ed8", width: 2, spanGaps: true, points: { show: true, size: 6 } },
      ],
      axes: [
        {
          incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 30 * DAY_SECONDS],
          space: 56,
          values: (_plot, ticks) => ticks.map((tick) => data.formatDay(toDay(tick))),
        },
        { size: 36 },
      ],
    },
    [data.points.map((point) => toSeconds(point.date)), data.points.map((point) => point.value)],
    element,
  );
  return () => plot.destroy();
}
