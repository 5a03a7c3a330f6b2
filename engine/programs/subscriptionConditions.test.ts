import { describe, expect, it } from "vitest";
import {
  allConditionsMet,
  checkConditions,
  isValidQuestScore,
  joiningCost,
  questSince,
  type ConditionFacts,
  type SubscriptionCondition,
} from "./subscriptionConditions";

const facts = (over: Partial<ConditionFacts> = {}): ConditionFacts => ({
  today: "2025-03-16",
  dataValues: new Map(),
  questScores: new Map(),
  consents: new Set(),
  scores: new Map(),
  paidAuthors: new Set(),
  balance: 0,
  ...over,
});

const conditions: SubscriptionCondition[] = [
  { type: "consent", consent: "DATA_SHARING" },
  { type: "quest", formCategory: "SCREENING" },
  { type: "autorSub", autorId: "coach" },
  { type: "cost", amount: 50 },
];

describe("a questionnaire score (docs/features/programs.md)", () => {
  it("counts from 20 up to, not including, 1000", () => {
    expect([19.99, 20, 999.99, 1000].map(isValidQuestScore)).toEqual([false, true, true, false]);
    expect(isValidQuestScore(Number.NaN)).toBe(false);
  });

  it("is searched over the last 15 days", () => {
    expect(questSince(new Date("2025-03-16T10:00:00Z")).toISOString()).toBe("2025-03-01T10:00:00.000Z");
  });
});

describe("checkConditions", () => {
  it("fails each condition the patient does not meet, naming what would fix it", () => {
    const results = checkConditions(
      conditions,
      facts({ balance: 49, questionnaireOf: new Map([["SCREENING", "readiness"]]) }),
    );
    expect(results).toEqual([
      { type: "consent", success: false, consent: "DATA_SHARING" },
      { type: "quest", success: false, formCategory: "SCREENING", questionnaireId: "readiness" },
      { type: "autorSub", success: false, autorId: "coach" },
      { type: "cost", success: false, amount: 50 },
    ]);
    expect(allConditionsMet(results)).toBe(false);
  });

  it("passes them all once the patient has what they ask", () => {
    const results = checkConditions(
      conditions,
      facts({
        consents: new Set(["DATA_SHARING"]),
        scores: new Map([["SCREENING", [12, 24]]]),
        paidAuthors: new Set(["coach"]),
        balance: 50,
      }),
    );
    expect(results.map((r) => r.success)).toEqual([true, true, true, true]);
    expect(allConditionsMet(results)).toBe(true);
  });

  it("tells a screening that is not ok (scores out of range) from a missing one", () => {
    const [result] = checkConditions(
      [{ type: "quest", formCategory: "SCREENING" }],
      facts({ scores: new Map([["SCREENING", [19, 1000]]]) }),
    );
    expect(result).toEqual({
      type: "quest",
      success: false,
      formCategory: "SCREENING",
      screeningNotOk: true,
    });
  });

  it("checks data conditions over the days up to the day the patient joins", () => {
    const data: SubscriptionCondition[] = [
      { type: "dataValue", dataValue: "WATER", operator: "TOTAL_MORE", target: 3, days: 2 },
      { type: "questScore", formCategory: "MOOD", operator: "LESS_EQUAL", target: 2, days: 15 },
    ];
    const recorded = facts({
      dataValues: new Map([
        [
          "WATER",
          {
            values: [
              { day: "2025-03-14", value: 5 },
              { day: "2025-03-15", value: 1 },
              { day: "2025-03-16", value: 1.5 },
            ],
          },
        ],
      ]),
      questScores: new Map([["MOOD", { values: [{ day: "2025-03-10", value: 2 }] }]]),
    });
    const results = checkConditions(data, recorded);
    expect(results.map((r) => [r.type, r.success, r.actual])).toEqual([
      ["dataValue", false, 2.5],
      ["questScore", true, 2],
    ]);
    expect(allConditionsMet(results)).toBe(false);
    expect(checkConditions(data, facts({ ...recorded, today: "2025-03-15" }))[0]).toMatchObject({
      success: true,
      actual: 6,
      windowEnd: "2025-03-15",
    });
  });

  it("passes a program without conditions", () => {
    expect(allConditionsMet(checkConditions([], facts()))).toBe(true);
  });

  it("adds up the cost conditions", () => {
    expect(joiningCost(conditions)).toBe(50);
    expect(joiningCost([...conditions, { type: "cost", amount: 25 }])).toBe(75);
    expect(joiningCost([])).toBe(0);
  });
});
