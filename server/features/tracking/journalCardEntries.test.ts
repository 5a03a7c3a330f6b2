import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import { createCard, createPatient, createSymptoms, signIn } from "../../test/factories";
import type { User } from "../../platform/db/models";

const TODAY = "2025-03-10";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T18:00:00Z`) });
  await createSymptoms(t.deps, ["MIGRAINE"]);
  const texts = (en: string, fr: string) => JSON.stringify({ en, fr, it: en, es: en });
  await t.db("communityQuestions").insert({
    id: "sleep-tip",
    text: texts("What helps you sleep?", "Qu'est-ce qui vous aide à dormir ?"),
    choices: null,
    sortKey: 0,
  });
});
afterAll(() => t?.close());

/** A card the patient completed at `doneAt` with `data`, as the deck stores it. */
async function doneCard(user: User, taskType: string, taskParameters: object, data: object, doneAt: string) {
  const id = await createCard(t.deps, user, { date: TODAY, parameters: { taskType, taskParameters } });
  await t
    .db("notifications")
    .where({ id })
    .update({ status: "DONE", result: JSON.stringify({ done: true, data }), doneAt });
  return id;
}

const goodThing = {
  body: [
    { type: "text", text: "One good thing", style: "title" },
    { type: "input", id: "goodThing", label: "What went well", inputType: "multiline" },
    {
      type: "choice",
      id: "feeling",
      label: "How did it make you feel?",
      choices: [
        { id: "proud", label: "Proud" },
        { id: "calm", label: "Calm" },
        { id: "happy", label: "Happy" },
      ],
      multiple: true,
    },
    { type: "timer", id: "pause", mode: "stopwatch", seconds: 60 },
    { type: "button", label: "Save", action: { kind: "complete", done: true } },
  ],
};

describe("GET /api/patient/journal: what the deck's cards kept", () => {
  it("lists the good thing, a choice, a stopwatch and a community answer in the order done, and the triggers' words", async () => {
    const user = await createPatient(t.deps, { timeZone: "Europe/Paris" });
    const client = await signIn(t.client(), t.deps, user);
    const choice = await doneCard(
      user,
      "CHOICE",
      {
        question: "How did you wake up?",
        choices: [
          { id: "rested", label: "Rested" },
          { id: "tired", label: "Tired" },
        ],
      },
      { choices: ["rested"] },
      `${TODAY}T07:00:00Z`,
    );
    const good = await doneCard(
      user,
      "CUSTOM_ACTIVITY_CARD",
      goodThing,
      { goodThing: "A walk in the sun", feeling: ["happy", "calm"], pause: 65_000 },
      `${TODAY}T09:00:00Z`,
    );
    const chrono = await doneCard(
      user,
      "CHRONO",
      { targetSeconds: 120 },
      { elapsedMs: 185_000 },
      `${TODAY}T10:00:00Z`,
    );
    await client.post("/api/patient/communityQuestions/sleep-tip/answers", { text: "A warm shower" });
    const question = await doneCard(
      user,
      "COMMUNITY_QUESTION",
      { questionId: "sleep-tip" },
      { questionId: "sleep-tip", answersCount: 1 },
      `${TODAY}T11:00:00Z`,
    );
    const triggers = {
      symptom: "MIGRAINE",
      triggers: [
        { id: "stress", label: "Stress" },
        { id: "screens", label: "Screens" },
      ],
    };
    await client.post("/api/patient/symptomEvents", {
      symptom: "MIGRAINE",
      intensity: 3,
      date: TODAY,
      variables: { triggers: ["stress", "alcohol"] },
    });
    await doneCard(
      user,
      "SYMMTOM_TRIGGER_CARD",
      triggers,
      { symptom: "MIGRAINE", triggers: ["stress"] },
      `${TODAY}T12:00:00Z`,
    );
    // Nothing entered, or another day: not listed.
    await doneCard(user, "DEFAULT", { body: "Hello" }, {}, `${TODAY}T13:00:00Z`);
    await doneCard(user, "CHOICE", { choices: [] }, { choices: [] }, `${TODAY}T14:00:00Z`);
    await doneCard(user, "CHRONO", {}, { elapsedMs: 1000 }, "2025-03-08T10:00:00Z");

    const answer = await client.get(`/api/patient/journal?date=${TODAY}`);
    expect(answer.status).toBe(200);
    const [day] = answer.body.value.days;
    expect(day.cardEntries.map((entry: { cardId: string }) => entry.cardId)).toEqual([
      choice,
      good,
      chrono,
      question,
    ]);
    expect(day.cardEntries.map((entry: { answers: unknown }) => entry.answers)).toEqual([
      [{ label: "How did you wake up?", texts: ["Rested"] }],
      [
        { label: "What went well", texts: ["A walk in the sun"] },
        { label: "How did it make you feel?", texts: ["Calm", "Happy"] },
        { elapsedMs: 65_000 },
      ],
      [{ elapsedMs: 185_000 }],
      [{ label: "What helps you sleep?", texts: ["A warm shower"] }],
    ]);
    expect(day.cardEntries[0]).toMatchObject({ taskType: "CHOICE", doneAt: `${TODAY}T07:00:00.000Z` });
    expect(day.symptomEvents[0].variables.triggers).toEqual(["stress", "alcohol"]);
    expect(day.triggerLabels).toEqual({ stress: "Stress" });
  });

  it("places a card on the patient's local day it was done, and shows another patient's to nobody", async () => {
    const user = await createPatient(t.deps, { timeZone: "Europe/Paris" });
    const other = await createPatient(t.deps, { timeZone: "Europe/Paris" });
    const client = await signIn(t.client(), t.deps, user);
    // 23:30 UTC on the 9th is already the 10th in Paris.
    const late = await doneCard(user, "CHRONO", {}, { elapsedMs: 5000 }, "2025-03-09T23:30:00Z");
    await doneCard(other, "CHRONO", {}, { elapsedMs: 7000 }, `${TODAY}T08:00:00Z`);
    const answer = await client.get("/api/patient/journal?from=2025-03-09&to=2025-03-10");
    const [ninth, tenth] = answer.body.value.days;
    expect(ninth.cardEntries).toEqual([]);
    expect(tenth.cardEntries.map((entry: { cardId: string }) => entry.cardId)).toEqual([late]);
  });
});
