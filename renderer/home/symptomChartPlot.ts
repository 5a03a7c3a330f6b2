/**
 * Draws a symptom's 30 days of intensity with uPlot. Only SymptomChart imports this module,
 * dynamically, so uPlot loads after home's first paint and never with the deck.
 */
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface SymptomChartData {
  series: Array<{ date: string; intensity: number | null }>;
  label: string;
  /** Writes a day (`YYYY-MM-DD`) for the x axis, in the patient's language. */
  formatDay: (day: string) => string;
  width: number;
}

const HEIGHT = 160;
const DAY_SECONDS = 86_400;

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const toDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** Renders the chart into `element`; the returned function removes it. */
export function drawSymptomChart(element: HTMLElement, data: SymptomChartData): () => void {
  const plot = new uPlot(
    {
      width: data.width,
      height: HEIGHT,
      scales: { x: { time: false }, y: { range: [0, 5] } },
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      series: [
        {},
        { label: data.label, stroke: "#b42318", width: 2, spanGaps: true, points: { show: true, size: 6 } },
      ],
      axes: [
        {
          incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS],
          space: 56,
          values: (_plot, ticks) => ticks.map((tick) => data.formatDay(toDay(tick))),
        },
        { size: 32, incrs: [1] },
      ],
    },
    [data.series.map((day) => toSeconds(day.date)), data.series.map((day) => day.intensity)],
    element,
  );
  return () => plot.destroy();
}
