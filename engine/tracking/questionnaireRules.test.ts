import { describe, expect, it } from "vitest";
import {
  QUESTIONNAIRE_RECORD_STALE_MS,
  answerIssues,
  questionnaireDoneForCard,
  questionnaireMaxScore,
  questionnaireNextRewardAt,
  questionnaireRewardsOffered,
  questionnaireScore,
  type ScorableQuestion,
} from "./questionnaireRules";

const questions: ScorableQuestion[] = [
  {
    id: "mood",
    answerType: "single",
    options: [
      { id: "never", points: 0 },
      { id: "often", points: 3 },
    ],
  },
  {
    id: "habits",
    answerType: "multiple",
    options: [
      { id: "screen", points: 1 },
      { id: "coffee", points: 2 },
      { id: "sport", points: -1 },
    ],
  },
  { id: "quality", answerType: "scale", weight: 0.5 },
  { id: "hours", answerType: "number", min: 0, max: 24 },
  { id: "note", answerType: "text", required: false },
];

describe("questionnaire answers", () => {
  const valid = { mood: "often", habits: ["screen", "coffee"], quality: 7, hours: 6.5 };

  it("accepts complete answers, an optional text left out", () => {
    expect(answerIssues(questions, valid)).toEqual([]);
  });

  it("names each missing, unknown or out-of-range answer", () => {
    const issues = answerIssues(questions, {
      mood: "sometimes",
      habits: ["screen", "screen"],
      quality: 11,
      hours: 25,
      extra: "x",
    });
    expect(issues).toEqual([
      { path: "/extra", message: "is not a question of this questionnaire" },
      { path: "/mood", message: "must be one of the options" },
      { path: "/habits", message: "must not repeat an option" },
      { path: "/quality", message: "must be a whole number from 0 to 10" },
      { path: "/hours", message: "must be at most 24" },
    ]);
    const { mood: _mood, ...withoutMood } = valid;
    expect(answerIssues(questions, withoutMood)).toEqual([{ path: "/mood", message: "is required" }]);
  });

  it("refuses a scale answer that is not a whole number", () => {
    expect(answerIssues(questions, { ...valid, quality: 2.5 })[0]?.path).toBe("/quality");
  });
});

describe("questionnaire score", () => {
  it("adds the points of the options and the weighted scale, not the unweighted number", () => {
    // 3 (often) + 1 + 2 (screen, coffee) + 7 × 0.5 = 9.5
    expect(
      questionnaireScore(questions, { mood: "often", habits: ["screen", "coffee"], quality: 7, hours: 6.5 }),
    ).toBe(9.5);
    expect(questionnaireScore(questions, { mood: "never", habits: ["sport"], quality: 0, hours: 8 })).toBe(
      -1,
    );
  });

  it("knows the highest score", () => {
    // 3 + (1 + 2) + 10 × 0.5
    expect(questionnaireMaxScore(questions)).toBe(11);
  });
});

describe("questionnaire card done", () => {
  it("counts as done when the last record is on or after the card's date (docs/features/tracking.md)", () => {
    expect(questionnaireDoneForCard("2025-03-10", "2025-03-10")).toBe(true);
    expect(questionnaireDoneForCard("2025-03-12", "2025-03-10")).toBe(true);
    expect(questionnaireDoneForCard("2025-03-09", "2025-03-10")).toBe(false);
    expect(questionnaireDoneForCard(null, "2025-03-10")).toBe(false);
  });
});

describe("questionnaire rewards", () => {
  const last = new Date("2025-03-01T09:00:00Z");

  it("are offered once the period has elapsed since the last record (docs/features/tracking.md)", () => {
    expect(questionnaireRewardsOffered(null, new Date("2025-03-01T09:00:00Z"), 7)).toBe(true);
    expect(questionnaireRewardsOffered(last, new Date("2025-03-08T08:59:59Z"), 7)).toBe(false);
    expect(questionnaireRewardsOffered(last, new Date("2025-03-08T09:00:00Z"), 7)).toBe(true);
    expect(questionnaireNextRewardAt(last, 7)?.toISOString()).toBe("2025-03-08T09:00:00.000Z");
    expect(questionnaireNextRewardAt(null, 7)).toBeNull();
  });

  it("keeps the last record for one minute (docs/features/tracking.md)", () => {
    expect(QUESTIONNAIRE_RECORD_STALE_MS).toBe(60_000);
  });
});
