/**
 * Draws a goal's daily values with uPlot. Only GoalChart imports this module, dynamically, so
 * uPlot and its stylesheet load with the goal page and never with the deck.
 */
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { addDays, dayDiff } from "../../engine/dates";

export interface GoalChartData {
  /** First day of the goal and the day after its last: the x axis spans the whole goal. */
  start: string;
  end: string;
  days: Array<{ date: string; value: number }>;
  target: number;
  labels: { value: string; target: string };
  /** Writes a day (`YYYY-MM-DD`) for the x axis, in the patient's language. */
  formatDay: (day: string) => string;
  width: number;
}

const HEIGHT = 220;
const DAY_SECONDS = 86_400;
// Head room above the highest value or the target, so neither sits on the frame.
const HEAD_ROOM = 1.15;

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const toDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** Renders the chart into `element`; the returned function removes it. */
export function drawGoalChart(element: HTMLElement, data: GoalChartData): () => void {
  const length = Math.max(dayDiff(data.start, data.end), 1);
  const window = Array.from({ length }, (_, index) => addDays(data.start, index));
  const byDay = new Map(data.days.map((day) => [day.date, day.value]));
  const values = window.map((day) => byDay.get(day) ?? null);
  const top = Math.max(data.target, ...data.days.map((day) => day.value), 1) * HEAD_ROOM;
  const first = toSeconds(window[0] ?? data.start);
  const last = toSeconds(window.at(-1) ?? data.start);

  const plot = new uPlot(
    {
      width: data.width,
      height: HEIGHT,
      scales: {
        x: { time: false, range: [first - DAY_SECONDS / 2, last + DAY_SECONDS / 2] },
        y: { range: [0, top] },
      },
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      series: [
        {},
        {
          label: data.labels.value,
          stroke: "#4338ca",
          width: 2,
          spanGaps: true,
          points: { show: true, size: 8 },
        },
        { label: data.labels.target, stroke: "#0b7a6b", width: 1.5, dash: [6, 4], points: { show: false } },
      ],
      axes: [
        {
          // One tick per day at most; the days are UTC midnights, written without a time.
          incrs: [DAY_SECONDS, 2 * DAY_SECONDS, 7 * DAY_SECONDS],
          space: 48,
          values: (_plot, ticks) => ticks.map((tick) => data.formatDay(toDay(tick))),
        },
        { size: 44 },
      ],
    },
    [window.map(toSeconds), values, window.map(() => data.target)],
    element,
  );
  return () => plot.destroy();
}
