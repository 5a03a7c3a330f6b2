import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskTypes, validateDocument } from "../../../card-schemas/validators";
import { loadContent } from "../contentLoader";
import { TOUR_PROGRAM_ID } from "../../demo/demoAccounts";
import { startTestApp, type TestApp } from "../../test/testApp";
import { createPatient, signIn } from "../../test/factories";

/** "A few cards a day" (docs/features/deck.md, the tour): no day of the tour deals more. */
const TOUR_CARDS_PER_DAY_MAX = 6;
const TOUR_DAYS = 7;
const DAY_MS = 86_400_000;

/** The clock of the app: each day of the tour is read on its own today. */
let now = new Date("2026-11-02T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  await loadContent(t.db, t.deps.config.contentDir);
  await t.deps.catalog.reload();
});
afterAll(() => t.close());

interface WireCard {
  type: string;
  title?: unknown;
  task?: { type: string };
}

describe("the tour program, end to end", () => {
  for (const language of ["fr", "en", "it", "es"] as const) {
    it(`deals a few valid cards a day and every task type over its week (${language})`, async () => {
      const user = await createPatient(t.deps, { language });
      const client = await signIn(t.client(), t.deps, user);
      expect((await client.post(`/api/patient/study/subscribe/${TOUR_PROGRAM_ID}`)).status).toBe(200);
      const dealt = new Set<string>();
      for (let day = 0; day < TOUR_DAYS; day++) {
        const answer = await client.get("/api/patient/todo");
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const deck = answer.body.value;
        expect(validateDocument(deck)).toEqual({ ok: true });
        expect(deck.locale).toBe(language);
        const cards = deck.cards as WireCard[];
        expect(cards.filter((card) => card.type === "ERROR")).toEqual([]);
        const tasks = cards.filter((card) => card.type === "TASK");
        expect(tasks.length, `day ${day + 1}`).toBeGreaterThan(0);
        expect(tasks.length, `day ${day + 1}`).toBeLessThanOrEqual(TOUR_CARDS_PER_DAY_MAX);
        for (const card of tasks) dealt.add(card.task!.type);
        for (const card of tasks) expect(card.title, JSON.stringify(card)).toEqual(expect.any(String));
        now = new Date(now.getTime() + DAY_MS);
      }
      expect([...dealt].sort()).toEqual([...taskTypes].sort());
    });
  }
});
