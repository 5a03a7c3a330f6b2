import { describe, expect, it } from "vitest";
import {
  assistantTopic,
  assistantVariables,
  averageIntensity,
  summaryText,
  type AssistantSummary,
} from "./assistantSummary";

describe("assistantTopic", () => {
  it("recognizes the example questions in the four languages", () => {
    expect(assistantTopic("How are my goals going?")).toBe("goals");
    expect(assistantTopic("Où en sont mes objectifs ?")).toBe("goals");
    expect(assistantTopic("Come vanno i miei obiettivi?")).toBe("goals");
    expect(assistantTopic("¿Cómo van mis objetivos?")).toBe("goals");
    expect(assistantTopic("Which program should I focus on?")).toBe("programs");
    expect(assistantTopic("Où en suis-je dans mes programmes ?")).toBe("programs");
    expect(assistantTopic("How have my symptoms evolved?")).toBe("symptoms");
    expect(assistantTopic("Comment évoluent mes symptômes ?")).toBe("symptoms");
    expect(assistantTopic("¿Cómo evolucionan mis síntomas?")).toBe("symptoms");
    expect(assistantTopic("I feel stressed, what can I do?")).toBe("psy");
  });
});

describe("averageIntensity", () => {
  it("is the mean to one decimal, null without check-ins", () => {
    expect(averageIntensity([2, 3, 3])).toBe(2.7);
    expect(averageIntensity([])).toBeNull();
  });
});

describe("summaryText", () => {
  const summary: AssistantSummary = {
    today: "2026-11-26",
    goals: [
      { id: "goal-1", label: "Sleep quality", typeOfGoal: "AVERAGE_MORE", value: 4, end: "2026-12-10" },
    ],
    programs: [
      { id: "old-sleep", title: "Old sleep", status: "DONE", counter: 21, duration: 21 },
      { id: "better-sleep", title: "Better sleep", status: "INPROGRESS", counter: 3, duration: 21 },
    ],
    symptoms: [
      { label: "Migraine", events: 4, average: 2.5 },
      { label: "Eczema", events: 0, average: null },
    ],
    questionnaires: [],
  };
  it("names no id: the outside service reads facts, not the app's keys", () => {
    expect(summaryText(summary)).not.toMatch(/goal-1|better-sleep|old-sleep/);
  });

  it("writes one line per part of the patient's data", () => {
    expect(summaryText(summary).split("\n")).toEqual([
      "Today: 2026-11-26.",
      "Goals in progress: Sleep quality (AVERAGE_MORE, target 4, until 2026-12-10).",
      "Programs: Old sleep (DONE, day 21 of 21); Better sleep (INPROGRESS, day 3 of 21).",
      "Tracked symptoms, last 30 days: Migraine (4 check-ins, average intensity 2.5/5); Eczema (no check-in).",
      "Questionnaires, last 30 days: none.",
    ]);
  });
});

describe("assistantVariables", () => {
  const summary: AssistantSummary = {
    today: "2026-11-26",
    goals: [{ id: "goal-1", label: "Water", typeOfGoal: "EVERYDAY_MORE", value: 8, end: "2026-12-03" }],
    programs: [
      { id: "done-one", title: "Done", status: "DONE", counter: 7, duration: 7 },
      { id: "tour", title: "Tour", status: "INPROGRESS", counter: 2, duration: 7 },
    ],
    symptoms: [],
    questionnaires: [],
  };
  it("points a programs answer to the program in progress, a goals answer to the first goal", () => {
    expect(assistantVariables("programs", summary)).toEqual({ studyId: "tour" });
    expect(assistantVariables("goals", summary)).toEqual({ personalGoal: "goal-1" });
  });
  it("points nowhere for the other topics, or without a program or goal", () => {
    expect(assistantVariables("symptoms", summary)).toBeNull();
    expect(assistantVariables("psy", summary)).toBeNull();
    expect(assistantVariables("programs", { ...summary, programs: [] })).toBeNull();
    expect(assistantVariables("goals", { ...summary, goals: [] })).toBeNull();
  });
});
