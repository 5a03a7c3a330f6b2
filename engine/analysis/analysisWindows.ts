/**
 * The windows of the analysis cards (docs/features/analysis.md): which days a card of
 * each analytic type covers when the patient does not choose, the analytics list's page, and the
 * longest window a patient may ask for.
 */
import { CORRELATION_WINDOW_DAYS } from "./correlation";
import { addDays, dayDiff } from "../shared/dates";
import { QUESTIONNAIRE_SCORES_WINDOW_DAYS } from "../tracking";

/** The analytic types (docs/features/analysis.md, plus docs/features/analysis.md weekly wrap-up), in the list's order. */
export const ANALYTIC_TYPES = [
  "dataValue",
  "timeSerie",
  "timeSerie_symptom",
  "timeSerie_symptoms",
  "correlation",
  "calendar_symptom",
  "calendar_medication",
  "image_list",
  "timeserie_questionnaire",
  "sleep",
  "screen",
  "weeklyWrapUp",
] as const;
export type AnalyticKind = (typeof ANALYTIC_TYPES)[number];

/** docs/features/analysis.md: a chart covers the 30 days ending today. */
export const ANALYTICS_WINDOW_DAYS = 30;
/** docs/features/analysis.md: the analytics list grows 10 at a time. */
export const ANALYTICS_PAGE_SIZE = 10;
/** docs/features/analysis.md: the weekly wrap-up reads the value analyses of the last 6 days. */
export const WRAP_UP_WINDOW_DAYS = 6;
/** The longest window a patient may ask for (a year and a day, for leap years). */
export const ANALYSIS_MAX_WINDOW_DAYS = 366;

/** Days of each type's default window ending `to`; `month` is the calendar month containing `to`. */
const DEFAULT_WINDOW: { readonly [K in AnalyticKind]: number | "month" } = {
  dataValue: ANALYTICS_WINDOW_DAYS,
  timeSerie: ANALYTICS_WINDOW_DAYS,
  timeSerie_symptom: ANALYTICS_WINDOW_DAYS,
  timeSerie_symptoms: ANALYTICS_WINDOW_DAYS,
  correlation: CORRELATION_WINDOW_DAYS,
  calendar_symptom: "month",
  calendar_medication: "month",
  image_list: ANALYTICS_WINDOW_DAYS,
  timeserie_questionnaire: QUESTIONNAIRE_SCORES_WINDOW_DAYS,
  sleep: ANALYTICS_WINDOW_DAYS,
  screen: ANALYTICS_WINDOW_DAYS,
  weeklyWrapUp: WRAP_UP_WINDOW_DAYS,
};

export interface AnalysisWindow {
  /** First day, inclusive (YYYY-MM-DD). */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

export type WindowProblem = "FROM_AFTER_TO" | "TOO_LONG";

/** The first and last day of the calendar month containing `day`. */
export function monthOf(day: string): AnalysisWindow {
  const from = `${day.slice(0, 8)}01`;
  return { from, to: addDays(addDays(from, 32).slice(0, 8) + "01", -1) };
}

/**
 * The window a card of `kind` covers: `to` defaults to `today`, `from` to the kind's default window
 * ending `to`; a calendar without `from` covers the whole month containing `to`. A window whose
 * start is after its end, or longer than ANALYSIS_MAX_WINDOW_DAYS, is a problem the caller answers
 * with 400.
 */
export function analysisWindow(
  kind: AnalyticKind,
  today: string,
  asked: { from?: string; to?: string } = {},
): AnalysisWindow | { problem: WindowProblem } {
  const size = DEFAULT_WINDOW[kind];
  const window =
    asked.from === undefined && size === "month"
      ? monthOf(asked.to ?? today)
      : {
          from: asked.from ?? addDays(asked.to ?? today, -((size === "month" ? 1 : size) - 1)),
          to: asked.to ?? today,
        };
  const days = dayDiff(window.from, window.to) + 1;
  if (days < 1) return { problem: "FROM_AFTER_TO" };
  if (days > ANALYSIS_MAX_WINDOW_DAYS) return { problem: "TOO_LONG" };
  return window;
}
