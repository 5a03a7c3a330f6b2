import { describe, expect, it } from "vitest";
import {
  COMMUNITY_QUESTION_REWARD,
  COMMUNITY_QUESTION_TYPES,
  communityGroupName,
  communityOfGroupName,
  isCommunityGroupName,
  isValidQuestionText,
  questionDraftProblems,
} from "./questionDraft";

const draft = { question: "What helps you most?", groupName: "community_all_en" };

describe("a new community question (docs/features/community.md)", () => {
  it("needs a text longer than 5 characters", () => {
    expect(isValidQuestionText("Sleep")).toBe(false);
    expect(isValidQuestionText("  Sleep  ")).toBe(false);
    expect(isValidQuestionText("Sleep?")).toBe(true);
  });

  it("offers four types, and shows a reward of 100", () => {
    expect(COMMUNITY_QUESTION_TYPES).toEqual(["open", "selectOne", "selectMultiple", "quiz"]);
    expect(COMMUNITY_QUESTION_REWARD).toBe(100);
  });

  it("takes an open question without options", () => {
    expect(questionDraftProblems({ ...draft, type: "open" })).toEqual([]);
    expect(questionDraftProblems({ ...draft, type: "open", options: [{ text: "a" }] })).toEqual([
      { path: "/options", message: "an open question has no options" },
    ]);
  });

  it("needs two options, none empty, for the choice types", () => {
    expect(questionDraftProblems({ ...draft, type: "selectOne", options: [{ text: "Yes" }] })).toEqual([
      { path: "/options", message: "a choice question needs 2 options at least" },
    ]);
    expect(
      questionDraftProblems({ ...draft, type: "selectMultiple", options: [{ text: "Yes" }, { text: "  " }] }),
    ).toEqual([{ path: "/options/1/text", message: "is empty" }]);
    expect(
      questionDraftProblems({ ...draft, type: "selectMultiple", options: [{ text: "Yes" }, { text: "No" }] }),
    ).toEqual([]);
  });

  it("needs a right answer in a quiz, and only there", () => {
    const options = [{ text: "8 glasses" }, { text: "2 glasses" }];
    expect(questionDraftProblems({ ...draft, type: "quiz", options })).toEqual([
      { path: "/options", message: "a quiz needs a right answer" },
    ]);
    const quiz = [{ text: "8 glasses", rightAnswer: true }, { text: "2 glasses" }];
    expect(questionDraftProblems({ ...draft, type: "quiz", options: quiz })).toEqual([]);
    expect(questionDraftProblems({ ...draft, type: "selectOne", options: quiz })).toEqual([
      { path: "/options", message: "only a quiz has right answers" },
    ]);
  });

  it("names a community's group community_{name}_{language}", () => {
    expect(communityGroupName("migraine", "fr")).toBe("community_migraine_fr");
    expect(isCommunityGroupName("community_migraine_fr")).toBe(true);
    expect(isCommunityGroupName("community_migraine_de")).toBe(false);
    expect(isCommunityGroupName("migraine")).toBe(false);
    expect(questionDraftProblems({ ...draft, groupName: "migraine", type: "open" })).toEqual([
      { path: "/groupName", message: "must read community_{name}_{language}" },
    ]);
  });

  it("reads the community back from its group name, and nothing from another group", () => {
    expect(communityOfGroupName("community_MIGRAINE_fr")).toBe("MIGRAINE");
    expect(communityOfGroupName("community_all_en")).toBe("all");
    expect(communityOfGroupName("rating_tour")).toBeNull();
    expect(communityOfGroupName("all")).toBeNull();
  });
});
