import { describe, expect, it } from "vitest";
import {
  COMMUNITY_ANSWERS_LIST,
  MODERATED_QUESTIONS_LIMIT,
  PREVIOUS_QUESTIONS_PAGE,
  allowsManyChoices,
  isAllDone,
  isRightAnswer,
  resultShares,
  rightChoiceIds,
  tallyResults,
} from "./questionOutcome";

describe("after answering (docs/features/community.md)", () => {
  it("lists 40 other answers, 20 previous questions a page and 1000 moderated ones", () => {
    expect(COMMUNITY_ANSWERS_LIST).toBe(40);
    expect(PREVIOUS_QUESTIONS_PAGE).toBe(20);
    expect(MODERATED_QUESTIONS_LIMIT).toBe(1000);
  });

  it("counts the answers per option, an option nobody picked at 0", () => {
    const options = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(tallyResults(options, [["a"], ["a", "b"], ["b", "b"], ["z"]])).toEqual([
      { choiceId: "a", count: 2 },
      { choiceId: "b", count: 2 },
      { choiceId: "c", count: 0 },
    ]);
    expect(resultShares([{ count: 2 }, { count: 1 }, { count: 0 }], 3)).toEqual([67, 33, 0]);
    expect(resultShares([{ count: 0 }], 0)).toEqual([0]);
  });

  it("tells a quiz right or wrong", () => {
    const options = [{ id: "a", rightAnswer: true }, { id: "b" }];
    expect(rightChoiceIds(options)).toEqual(["a"]);
    expect(isRightAnswer(options, ["a"])).toBe(true);
    expect(isRightAnswer(options, ["b"])).toBe(false);
    expect(isRightAnswer(options, [])).toBe(false);
  });

  it("takes several options for select multiple only", () => {
    expect(allowsManyChoices("selectMultiple")).toBe(true);
    expect(allowsManyChoices("selectOne")).toBe(false);
    expect(allowsManyChoices("quiz")).toBe(false);
  });

  it("is all done when every question of a non-empty list is answered", () => {
    expect(isAllDone([])).toBe(false);
    expect(isAllDone([{ myAnswer: { text: "Yes" } }, { myAnswer: null }])).toBe(false);
    expect(isAllDone([{ myAnswer: { text: "Yes" } }, { myAnswer: { choiceIds: ["a"] } }])).toBe(true);
  });
});
