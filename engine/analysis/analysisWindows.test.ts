import { describe, expect, it } from "vitest";
import {
  ANALYSIS_MAX_WINDOW_DAYS,
  ANALYTICS_PAGE_SIZE,
  ANALYTICS_WINDOW_DAYS,
  WRAP_UP_WINDOW_DAYS,
  analysisWindow,
  monthOf,
} from "./analysisWindows";
import { CORRELATION_WINDOW_DAYS } from "./correlation";
import { QUESTIONNAIRE_SCORES_WINDOW_DAYS } from "../tracking/questionnaireRules";
import { DATA_VALUES_PAGE_SIZE } from "../tracking/dailyEntryFlow";

const TODAY = "2026-11-26";

describe("analysis windows (docs/features/analysis.md)", () => {
  it("keeps the product's numbers: 30-day analytics and correlations, 90 days of scores, 6 of wrap-up, pages of 10, 1000 values", () => {
    expect(ANALYTICS_WINDOW_DAYS).toBe(30);
    expect(CORRELATION_WINDOW_DAYS).toBe(30);
    expect(QUESTIONNAIRE_SCORES_WINDOW_DAYS).toBe(90);
    expect(WRAP_UP_WINDOW_DAYS).toBe(6);
    expect(ANALYTICS_PAGE_SIZE).toBe(10);
    expect(DATA_VALUES_PAGE_SIZE).toBe(1000);
  });

  it("ends a chart's default window today and covers 30 days", () => {
    expect(analysisWindow("timeSerie_symptom", TODAY)).toEqual({ from: "2026-10-28", to: TODAY });
    expect(analysisWindow("correlation", TODAY)).toEqual({ from: "2026-10-28", to: TODAY });
  });

  it("reads 90 days of questionnaire scores and 6 days of wrap-up", () => {
    expect(analysisWindow("timeserie_questionnaire", TODAY)).toEqual({ from: "2026-08-29", to: TODAY });
    expect(analysisWindow("weeklyWrapUp", TODAY)).toEqual({ from: "2026-11-21", to: TODAY });
  });

  it("gives a calendar the whole month containing `to`", () => {
    expect(analysisWindow("calendar_symptom", TODAY)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(analysisWindow("calendar_medication", TODAY, { to: "2024-02-10" })).toEqual({
      from: "2024-02-01",
      to: "2024-02-29",
    });
    expect(monthOf("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });

  it("keeps the days asked for, and refuses a start after the end or more than a year", () => {
    expect(analysisWindow("timeSerie", TODAY, { from: "2026-11-01", to: "2026-11-10" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-10",
    });
    expect(analysisWindow("timeSerie", TODAY, { from: "2026-11-10", to: "2026-11-09" })).toEqual({
      problem: "FROM_AFTER_TO",
    });
    expect(analysisWindow("timeSerie", TODAY, { from: "2025-11-25", to: TODAY })).toEqual({
      problem: "TOO_LONG",
    });
    expect(analysisWindow("timeSerie", TODAY, { from: "2025-11-26", to: TODAY })).toEqual({
      from: "2025-11-26",
      to: TODAY,
    });
    expect(ANALYSIS_MAX_WINDOW_DAYS).toBe(366);
  });
});
