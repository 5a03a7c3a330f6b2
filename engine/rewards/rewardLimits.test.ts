import { describe, expect, it } from "vitest";
import tour from "../../content/programs/tour.json" with { type: "json" };
import migraine from "../../content/programs/migraine.json" with { type: "json" };
import sleep from "../../content/programs/sleep.json" with { type: "json" };
import sleepPlus from "../../content/programs/sleep-coaching-plus.json" with { type: "json" };
import microBreaks from "../../content/programs/micro-breaks.json" with { type: "json" };
import stressReset from "../../content/programs/stress-reset.json" with { type: "json" };
import {
  authoredAfterDebit,
  authorTaskFunding,
  AUTHORED_DAILY_REWARD_LIMIT,
  CARD_REWARD_LIMIT,
  hasRealValue,
  PATIENT_DAILY_REWARD_LIMIT,
  realValueBalance,
  SOURCE_DAILY_REWARD_LIMIT,
  splitCardReward,
  splitVictoryBonus,
  VICTORY_BONUS_LIMIT,
} from "./rewardLimits";

const NOTHING_YET = { source: 0, patient: 0, authored: 0 };

describe("reward limits (docs/features/rewards.md, who pays a reward)", () => {
  it("has the product's numbers", () => {
    expect(CARD_REWARD_LIMIT).toBe(50);
    expect(SOURCE_DAILY_REWARD_LIMIT).toBe(300);
    expect(PATIENT_DAILY_REWARD_LIMIT).toBe(1000);
    expect(AUTHORED_DAILY_REWARD_LIMIT).toBe(200);
    expect(VICTORY_BONUS_LIMIT).toBe(100);
  });

  it("are never met by a patient of the catalogue's programs, even doing all of them on one day", () => {
    const programs = [tour, migraine, sleep, sleepPlus, microBreaks, stressReset];
    let busiestDays = 0;
    for (const program of programs) {
      const byDay = new Map<number, number>();
      for (const action of program.actionsJournal) {
        expect(action.rewards, `${program.id} ${action.uniqueId}`).toBeLessThanOrEqual(CARD_REWARD_LIMIT);
        byDay.set(action.day, (byDay.get(action.day) ?? 0) + action.rewards);
      }
      const busiest = Math.max(...byDay.values());
      expect(busiest, program.id).toBeLessThanOrEqual(SOURCE_DAILY_REWARD_LIMIT);
      expect(program.victoryConditions.bonusRewards, program.id).toBeLessThanOrEqual(VICTORY_BONUS_LIMIT);
      busiestDays += busiest;
    }
    expect(busiestDays).toBeLessThanOrEqual(PATIENT_DAILY_REWARD_LIMIT);
  });

  it("pays a card within the limits from the platform, without an author nothing more", () => {
    const own = { authored: false, paidToday: NOTHING_YET, authorBalance: null };
    expect(splitCardReward(20, own)).toEqual({ platform: 20, author: 0 });
    expect(splitCardReward(10_000, own)).toEqual({ platform: 50, author: 0 });
    expect(splitCardReward(-5, own)).toEqual({ platform: 0, author: 0 });
    expect(splitCardReward(40, { ...own, paidToday: { source: 280, patient: 280, authored: 0 } })).toEqual({
      platform: 20,
      author: 0,
    });
    expect(splitCardReward(40, { ...own, paidToday: { source: 0, patient: 990, authored: 0 } })).toEqual({
      platform: 10,
      author: 0,
    });
  });

  it("pays what an author promised beyond the limits from the author's balance, as far as it goes", () => {
    const card = (paidToday = NOTHING_YET, authorBalance: number | null = 0) =>
      ({ authored: true, paidToday, authorBalance }) as const;
    // Five 10,000-reward tasks of an author with nothing: 50 each, then the authored day is spent.
    expect(splitCardReward(10_000, card())).toEqual({ platform: 50, author: 0 });
    expect(splitCardReward(10_000, card({ source: 150, patient: 150, authored: 150 }))).toEqual({
      platform: 50,
      author: 0,
    });
    expect(splitCardReward(10_000, card({ source: 200, patient: 200, authored: 200 }))).toEqual({
      platform: 0,
      author: 0,
    });
    expect(splitCardReward(10_000, card(NOTHING_YET, 50_000))).toEqual({ platform: 50, author: 9_950 });
    expect(splitCardReward(10_000, card(NOTHING_YET, 3_000))).toEqual({ platform: 50, author: 3_000 });
    expect(splitCardReward(30, card({ source: 0, patient: 0, authored: 190 }, 100))).toEqual({
      platform: 10,
      author: 20,
    });
  });

  it("pays a victory bonus up to 100, the rest from the author", () => {
    expect(splitVictoryBonus(60, null)).toEqual({ platform: 60, author: 0 });
    expect(splitVictoryBonus(10_000, null)).toEqual({ platform: 100, author: 0 });
    expect(splitVictoryBonus(10_000, 400)).toEqual({ platform: 100, author: 400 });
  });

  it("keeps authored rewards off items of real value, and spends them first on virtual ones", () => {
    expect(["VOUCHER", "VIRTUAL_CARD"].every((type) => hasRealValue(type as "VOUCHER"))).toBe(true);
    expect(hasRealValue("TAMAOUTSHI_HEAD")).toBe(false);
    expect(hasRealValue("POWER")).toBe(false);
    expect(realValueBalance(5_250, 250)).toBe(5_000);
    expect(realValueBalance(100, 250)).toBe(0);
    expect(authoredAfterDebit(250, 100, false)).toBe(150);
    expect(authoredAfterDebit(250, 400, false)).toBe(0);
    expect(authoredAfterDebit(250, 400, true)).toBe(250);
  });
});

describe("what an author's task needs in the author's account", () => {
  it("is the part of each promise past the card's limit, for every patient", () => {
    expect(authorTaskFunding(CARD_REWARD_LIMIT, 40)).toBe(0);
    expect(authorTaskFunding(10_000, 5)).toBe((10_000 - 50) * 5);
    expect(authorTaskFunding(80, 0)).toBe(0);
  });
});
