import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskTypes, validateDocument } from "../../../card-schemas/validators";
import { loadContent } from "../contentLoader";
import { TOUR_PROGRAM_ID } from "../../demo/demoAccounts";
import { startTestApp, type TestApp } from "../../test/testApp";
import { createPatient, signIn } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadContent(t.db, t.deps.config.contentDir);
  await t.deps.catalog.reload();
});
afterAll(() => t.close());

describe("the tour program, end to end", () => {
  for (const language of ["fr", "en", "it", "es"] as const) {
    it(`deals one valid card of every task type on day 1 (${language})`, async () => {
      const user = await createPatient(t.deps, { language });
      const client = await signIn(t.client(), t.deps, user);
      expect((await client.post(`/api/patient/study/subscribe/${TOUR_PROGRAM_ID}`)).status).toBe(200);
      const deck = (await client.get("/api/patient/todo")).body.value;
      expect(validateDocument(deck)).toEqual({ ok: true });
      expect(deck.locale).toBe(language);
      expect(deck.cards.filter((card: { type: string }) => card.type === "ERROR")).toEqual([]);
      const tasks = deck.cards.filter((card: { type: string }) => card.type === "TASK");
      const dealt = new Set(tasks.map((card: { task: { type: string } }) => card.task.type));
      expect([...dealt].sort()).toEqual([...taskTypes].sort());
      for (const card of deck.cards) expect(card.title).toEqual(expect.any(String));
    });
  }
});
