import { describe, expect, it } from "vitest";
import { programFieldIssues, programIssues, programTextIssues, taskParamsIssues } from "./programAuthoring";
import { contentSchemas } from "./registry";
import type { ProgramContent } from "./generated";

const example = (contentSchemas.program.examples as ProgramContent[])[0]!;
const paths = (issues: Array<{ path: string }>) => issues.map((issue) => issue.path);

describe("programIssues", () => {
  it("accepts a whole valid program", () => {
    expect(programIssues(example)).toEqual([]);
  });

  it("names every failing path at once, with the languages that have no texts", () => {
    const broken = {
      ...example,
      studyDuration: 0,
      languages: ["en", "fr", "it"],
      actionsJournal: [
        { ...example.actionsJournal[0]!, params: { body: 3 } },
        { ...example.actionsJournal[1]!, day: 0 },
      ],
    };
    expect(paths(programIssues(broken))).toEqual(
      expect.arrayContaining([
        "/studyDuration",
        "/actionsJournal/1/day",
        "/actionsJournal/0/params/body",
        "/translations/it",
      ]),
    );
  });

  it("checks what a schema cannot say once the schemas pass: unique ids, texts of real actions", () => {
    const twice = { ...example, actionsJournal: [example.actionsJournal[0]!, example.actionsJournal[0]!] };
    expect(paths(programIssues(twice))).toEqual(
      expect.arrayContaining(["/actionsJournal/1/uniqueId", "/translations/en/actions.hydration-d3.title"]),
    );
  });
});

describe("field, text and params checks", () => {
  it("checks one property against its schema, and an actionsJournal's params against their task type", () => {
    expect(programFieldIssues("studyDuration", 3)).toEqual([]);
    expect(paths(programFieldIssues("studyDuration", "three"))).toEqual(["/studyDuration"]);
    const choice = {
      day: 1,
      uniqueId: "a",
      rewards: 1,
      taskType: "CHOICE",
      params: { choices: [{ id: "x", label: 1 }] },
    };
    expect(paths(programFieldIssues("actionsJournal", [choice]))).toEqual([
      "/actionsJournal/0/params/choices/0/label",
    ]);
  });

  it("checks one text against its key in ProgramTexts", () => {
    expect(programTextIssues("steps.start", "Begin", "/t")).toEqual([]);
    expect(programTextIssues("title", "x".repeat(121), "/t")).toEqual([
      { path: "/t", message: expect.any(String) },
    ]);
    expect(programTextIssues("unknown", "x", "/t")).toEqual([{ path: "/t", message: "is not allowed" }]);
  });

  it("names an unknown task type", () => {
    expect(taskParamsIssues("NOPE", {}, "/params")).toEqual([
      { path: "/params", message: 'unknown task type "NOPE"' },
    ]);
  });
});
