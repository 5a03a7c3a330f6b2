import { describe, expect, it } from "vitest";
import {
  COMMUNITY_ANSWER_MAX_LENGTH,
  COMMUNITY_ANSWER_MIN_LENGTH,
  COMMUNITY_QUESTION_PERIOD_DAYS,
  isValidCommunityAnswer,
  normalizeCommunityAnswer,
  questionOfPeriod,
} from "./communityQuestion";

describe("community answers (docs/features/community.md)", () => {
  it("needs 3 to 500 characters", () => {
    expect(COMMUNITY_ANSWER_MIN_LENGTH).toBe(3);
    expect(COMMUNITY_ANSWER_MAX_LENGTH).toBe(500);
    expect(isValidCommunityAnswer("ok")).toBe(false);
    expect(isValidCommunityAnswer("yes")).toBe(true);
    expect(isValidCommunityAnswer("a".repeat(500))).toBe(true);
    expect(isValidCommunityAnswer("a".repeat(501))).toBe(false);
  });

  it("does not count surrounding spaces", () => {
    expect(isValidCommunityAnswer("  ok  ")).toBe(false);
    expect(normalizeCommunityAnswer("  I walk.\n")).toBe("I walk.");
  });
});

describe("question of the period", () => {
  const questions = ["q1", "q2", "q3"];

  it("changes every 7 days from the start day", () => {
    expect(COMMUNITY_QUESTION_PERIOD_DAYS).toBe(7);
    expect(questionOfPeriod(questions, "2025-03-03", "2025-03-03")).toBe("q1");
    expect(questionOfPeriod(questions, "2025-03-03", "2025-03-09")).toBe("q1");
    expect(questionOfPeriod(questions, "2025-03-03", "2025-03-10")).toBe("q2");
    expect(questionOfPeriod(questions, "2025-03-03", "2025-03-17")).toBe("q3");
  });

  it("starts over after the last question", () => {
    expect(questionOfPeriod(questions, "2025-03-03", "2025-03-24")).toBe("q1");
    expect(questionOfPeriod(questions, "2025-03-03", "2025-03-31")).toBe("q2");
  });

  it("has none before the start day or without questions", () => {
    expect(questionOfPeriod(questions, "2025-03-03", "2025-03-02")).toBeUndefined();
    expect(questionOfPeriod([], "2025-03-03", "2025-03-10")).toBeUndefined();
  });
});
