import { describe, expect, it } from "vitest";
import { QUESTIONNAIRE_SCORES_WINDOW_DAYS } from "./questionnaireRules";
import {
  JOURNAL_CORRECTION_DAYS,
  JOURNAL_MAX_SPAN_DAYS,
  journalDayProblem,
  oldestCorrectableDay,
} from "./journalDays";

describe("journal days", () => {
  it("keeps the product's windows: 90 days of questionnaire scores, corrections as far back", () => {
    expect(QUESTIONNAIRE_SCORES_WINDOW_DAYS).toBe(90);
    expect(JOURNAL_CORRECTION_DAYS).toBe(90);
    expect(JOURNAL_MAX_SPAN_DAYS).toBe(31);
  });

  it("lets today and the 90 days before it be entered or corrected", () => {
    expect(journalDayProblem("2026-11-26", "2026-11-26")).toBeNull();
    expect(journalDayProblem("2026-11-25", "2026-11-26")).toBeNull();
    expect(oldestCorrectableDay("2026-11-26")).toBe("2026-08-28");
    expect(journalDayProblem("2026-08-28", "2026-11-26")).toBeNull();
  });

  it("refuses a day after today and a day older than 90 days", () => {
    expect(journalDayProblem("2026-11-27", "2026-11-26")).toBe("FUTURE");
    expect(journalDayProblem("2026-08-27", "2026-11-26")).toBe("TOO_OLD");
  });

  it("counts calendar days across a daylight-saving change and a leap day", () => {
    expect(journalDayProblem("2026-03-29", "2026-03-30")).toBeNull();
    expect(oldestCorrectableDay("2028-03-30")).toBe("2027-12-31");
  });
});
