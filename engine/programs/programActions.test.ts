import { describe, expect, it } from "vitest";
import {
  END_STUDY_TASK,
  foreignStudyIds,
  isFreeText,
  missingActionTexts,
  paramsTextKeys,
  withOwnStudyIds,
} from "./programActions";

const choiceSchema = {
  type: "object",
  properties: {
    question: { type: "string", maxLength: 500 },
    choices: {
      type: "array",
      items: {
        type: "object",
        properties: { id: { type: "string", pattern: "^[a-z]+$" }, label: { type: "string" } },
      },
    },
    multiple: { type: "boolean" },
  },
};

const blocksSchema = {
  type: "object",
  properties: {
    blocks: {
      type: "array",
      items: {
        oneOf: [
          { properties: { type: { const: "text" }, text: { type: "string" } } },
          { properties: { type: { const: "image" }, link: { type: "string", pattern: "^/media/" } } },
        ],
      },
    },
  },
};

const schemaOf = (taskType: string) =>
  ({ CHOICE: choiceSchema, CUSTOM: blocksSchema })[taskType] ?? { type: "object" };

describe("end-of-study actions", () => {
  const journal = [
    { uniqueId: "read", taskType: "DEFAULT", params: { body: "Hi" } },
    { uniqueId: "end", taskType: END_STUDY_TASK, params: { synthesis: "Done" } },
    { uniqueId: "other", taskType: END_STUDY_TASK, params: { studyId: "tour" } },
  ];

  it("get the program's id when they name none, and keep another one unless told to move them all", () => {
    const own = withOwnStudyIds(journal, "sleep");
    expect(own[0]).toBe(journal[0]);
    expect(own[1]?.params).toEqual({ synthesis: "Done", studyId: "sleep" });
    expect(own[2]?.params).toEqual({ studyId: "tour" });
    expect(withOwnStudyIds(journal, "copy", true).map((action) => action.params)).toEqual([
      { body: "Hi" },
      { synthesis: "Done", studyId: "copy" },
      { studyId: "copy" },
    ]);
  });

  it("are named when they point at another program", () => {
    expect(foreignStudyIds(withOwnStudyIds(journal, "sleep"), "sleep")).toEqual([
      { index: 2, uniqueId: "other", studyId: "tour" },
    ]);
    expect(foreignStudyIds(withOwnStudyIds(journal, "tour"), "tour")).toEqual([]);
  });
});

describe("an action's texts", () => {
  it("are the free-text strings of its params, blocks included, never ids, links or flags", () => {
    expect(isFreeText({ type: "string" })).toBe(true);
    expect(isFreeText({ type: "string", enum: ["a"] })).toBe(false);
    expect(isFreeText({ type: "string", pattern: "^x" })).toBe(false);
    expect(
      paramsTextKeys(choiceSchema, {
        question: "Rested?",
        choices: [
          { id: "yes", label: "Yes" },
          { id: "no", label: "" },
        ],
        multiple: true,
      }),
    ).toEqual(["params.question", "params.choices.0.label"]);
    expect(
      paramsTextKeys(blocksSchema, {
        blocks: [
          { type: "image", link: "/media/a.svg" },
          { type: "text", text: "Breathe" },
        ],
      }),
    ).toEqual(["params.blocks.1.text"]);
  });

  it("must each be written in every language of the program, the params' literal being only a fallback", () => {
    const program = {
      languages: ["fr", "en"],
      translations: {
        fr: { "actions.ask.params.question": "Reposé ?", "actions.ask.title": "Réveil" },
        en: { "actions.ask.params.question": "Rested?" },
      },
      actionsJournal: [
        { uniqueId: "ask", taskType: "CHOICE", params: { question: "Rested?", choices: [] } },
        { uniqueId: "example", taskType: "CHOICE", params: { question: "How did you feel?", choices: [] } },
        { uniqueId: "blank", taskType: "CHOICE", params: { choices: [] } },
      ],
    };
    expect(missingActionTexts(program, schemaOf)).toEqual([
      { index: 0, uniqueId: "ask", language: "en", key: "actions.ask.title" },
      { index: 1, uniqueId: "example", language: "fr", key: "actions.example.params.question" },
      { index: 1, uniqueId: "example", language: "en", key: "actions.example.params.question" },
    ]);
  });

  it("leave nothing missing once every language has them", () => {
    const program = {
      languages: ["en"],
      translations: { en: { "actions.ask.params.question": "Rested?" } },
      actionsJournal: [{ uniqueId: "ask", taskType: "CHOICE", params: { question: "Rested?" } }],
    };
    expect(missingActionTexts(program, schemaOf)).toEqual([]);
  });
});
