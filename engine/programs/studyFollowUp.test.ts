import { describe, expect, it } from "vitest";
import type { CardStatus } from "../../card-schemas/generated/CardStatus";
import {
  FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS,
  followUpOf,
  isStudySuccess,
  victoryBonus,
  victoryDataConditions,
  victoryWindowEnd,
} from "./studyFollowUp";

const card = (status: CardStatus, rewards = 10) => ({ status, rewards });

describe("study follow-up (docs/features/programs.md)", () => {
  it("is cached 24 hours", () => {
    expect(FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS).toBe(86400);
  });

  it("sums the rewards of done cards and the share of done cards", () => {
    expect(followUpOf([card("DONE", 10), card("DONE", 5), card("NEW"), card("EXPIRED")])).toEqual({
      rewards: 15,
      completion: 50,
    });
    expect(followUpOf([card("DONE"), card("NEW"), card("NEW")]).completion).toBe(33);
    expect(followUpOf([])).toEqual({ rewards: 0, completion: 0 });
  });

  it("is a success once completionPercent is reached, and pays the bonus then", () => {
    const conditions = { completionPercent: 80, bonusRewards: 50 };
    expect(isStudySuccess(80, conditions)).toBe(true);
    expect(isStudySuccess(79, conditions)).toBe(false);
    expect(victoryBonus(100, conditions)).toBe(50);
    expect(victoryBonus(79, conditions)).toBe(0);
    expect(victoryBonus(100, { completionPercent: 50 })).toBe(0);
    expect(isStudySuccess(80, null)).toBe(true);
  });

  it("asks each data condition met too, when the program sets some", () => {
    const conditions = { completionPercent: 80, bonusRewards: 50 };
    expect(isStudySuccess(100, conditions, [{ success: true }, { success: false }])).toBe(false);
    expect(victoryBonus(100, conditions, [{ success: false }])).toBe(0);
    expect(victoryBonus(100, conditions, [{ success: true }])).toBe(50);
    expect(isStudySuccess(79, conditions, [{ success: true }])).toBe(false);
  });

  it("checks the data conditions over windows ending on the study's last day, or today while it runs", () => {
    expect(victoryWindowEnd("2025-03-01", 14, "2025-03-05")).toBe("2025-03-05");
    expect(victoryWindowEnd("2025-03-01", 14, "2025-03-14")).toBe("2025-03-14");
    expect(victoryWindowEnd("2025-03-01", 14, "2025-04-02")).toBe("2025-03-14");
    const dataConditions = [
      {
        type: "dataValue" as const,
        dataValue: "WATER",
        operator: "TOTAL_MORE" as const,
        target: 10,
        days: 7,
      },
    ];
    expect(victoryDataConditions({ completionPercent: 80, dataConditions })).toEqual(dataConditions);
    expect(victoryDataConditions({ completionPercent: 80 })).toEqual([]);
    expect(victoryDataConditions(null)).toEqual([]);
  });
});
