import { describe, expect, it } from "vitest";
import { editorSchemas } from "../../../../card-schemas/editorSchemas";
import { paramsTextKeys } from "../../../../engine/programs/programActions";
import { byDay, emptyParams, newActionId, type JournalEntry } from "./journal";

const action = (uniqueId: string, day: number): JournalEntry => ({
  uniqueId,
  day,
  rewards: 5,
  taskType: "DEFAULT",
  params: { body: "Hello" },
});

describe("the journal's timeline", () => {
  it("groups the actions by day, in day order, keeping each one's place in the journal", () => {
    const journal = [action("b", 3), action("a", 1), action("c", 3)];
    expect(
      byDay(journal).map(([day, entries]) => [
        day,
        entries.map(({ action, index }) => `${action.uniqueId}@${index}`),
      ]),
    ).toEqual([
      [1, ["a@1"]],
      [3, ["b@0", "c@2"]],
    ]);
  });

  it("names a new action after its type and day, unique within the journal", () => {
    expect(newActionId([], "CUSTOM_ACTIVITY_CARD", 2)).toBe("custom-activity-card-d2");
    expect(newActionId([action("choice-d1", 1), action("choice-d1-2", 1)], "CHOICE", 1)).toBe("choice-d1-3");
  });
});

describe("a new action's params", () => {
  const schemas = editorSchemas("en").tasks;

  it("start without any text or picture of the examples, keeping what is not written", () => {
    expect(emptyParams(schemas.CHOICE, "CHOICE", "sommeil")).toEqual({ choices: [], multiple: false });
    expect(emptyParams(schemas.DEFAULT, "DEFAULT", "sommeil")).toEqual({});
    const custom = emptyParams(schemas.CUSTOM_ACTIVITY_CARD, "CUSTOM_ACTIVITY_CARD", "sommeil");
    expect(custom).toMatchObject({ body: [] });
    // Nothing of any example in English is left to show a French patient.
    for (const [taskType, schema] of Object.entries(schemas)) {
      expect(paramsTextKeys(schema, emptyParams(schema, taskType, "sommeil")), taskType).toEqual([]);
    }
  });

  it("of an end-of-study action end the program they belong to", () => {
    expect(emptyParams(schemas.END_STUDY, "END_STUDY", "sommeil")).toMatchObject({ studyId: "sommeil" });
  });
});
