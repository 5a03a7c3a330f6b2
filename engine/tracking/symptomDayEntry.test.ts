import { describe, expect, it } from "vitest";
import { mergeSymptomDayEntry, SYMPTOM_TRIGGERS_MAX } from "./symptomDayEntry";

describe("mergeSymptomDayEntry", () => {
  it("takes the new intensity and details, keeps the details left out and adds the triggers up", () => {
    const merged = mergeSymptomDayEntry(
      { intensity: 2, duration: 60, variables: { comment: "after lunch", triggers: ["stress", "sleep"] } },
      {
        intensity: 4,
        duration: null,
        variables: { migraineType: "WITH_AURA", triggers: ["sleep", "screens"] },
      },
    );
    expect(merged).toEqual({
      intensity: 4,
      duration: 60,
      variables: {
        comment: "after lunch",
        migraineType: "WITH_AURA",
        triggers: ["stress", "sleep", "screens"],
      },
    });
  });

  it("lets a new comment and duration replace the old ones, and adds no empty triggers", () => {
    expect(
      mergeSymptomDayEntry(
        { intensity: 1, duration: 30, variables: { comment: "old" } },
        { intensity: 0, duration: 90, variables: { comment: "new" } },
      ),
    ).toEqual({ intensity: 0, duration: 90, variables: { comment: "new" } });
  });

  it("keeps at most 20 triggers, the newest", () => {
    const old = Array.from({ length: 15 }, (_, i) => `old${i}`);
    const fresh = Array.from({ length: 10 }, (_, i) => `new${i}`);
    const { variables } = mergeSymptomDayEntry(
      { intensity: 1, duration: null, variables: { triggers: old } },
      { intensity: 1, duration: null, variables: { triggers: fresh } },
    );
    expect(variables.triggers).toHaveLength(SYMPTOM_TRIGGERS_MAX);
    expect(variables.triggers?.slice(-10)).toEqual(fresh);
  });
});
