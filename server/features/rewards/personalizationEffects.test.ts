/**
 * What the shop's heads and personalization do once bought (docs/features/rewards.md, "Pet items"):
 * a head is drawn as the whole head and named, the golden frame frames the pet on home, the
 * confetti is listed on, and the patient switches either off and on again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HomeDocument, HomePetSection } from "../../../card-schemas";
import { credit } from "../../core/ledger";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createPatient, signIn } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-26T10:00:00Z") });
});
afterAll(() => t.close());

/** A patient who bought `items` in the shop. */
async function buyer(language: "en" | "fr", ...items: string[]): Promise<TestClient> {
  const user = await createPatient(t.deps, { language });
  await t.db.transaction((trx) =>
    credit(trx, { userId: user.id, delta: 5000, reason: "TEST", idempotencyKey: `test-${user.id}` }),
  );
  const client = await signIn(t.client(), t.deps, user);
  for (const item of items) {
    expect((await client.post(`/api/patient/rewards/buy/${item}`, {})).status).toBe(200);
  }
  return client;
}

const homePet = async (client: TestClient) => {
  const home = (await client.get("/api/patient/home")).body.value as HomeDocument;
  return (home.sections.find((s) => s.type === "HOME_PET") as HomePetSection).pet;
};

describe("bought heads and personalization", () => {
  it("names a bought head and draws it as a whole head, not the shop's thumbnail", async () => {
    const client = await buyer("fr", "head-cap");
    const view = (await client.get("/api/patient/personalization")).body.value;
    expect(view.heads).toEqual([
      { id: "default-head", image: "/media/pet-head.svg", isDefault: true },
      { id: "head-cap", image: "/media/pet/head-cap.svg", isDefault: false, name: "Casquette" },
    ]);
    expect(view.effects).toEqual([]);
    expect(view.pet.frame).toBe(false);
  });

  it("frames the pet on home once the golden frame is bought, and lists the confetti on", async () => {
    const client = await buyer("en", "frame-gold", "confetti");
    const view = (await client.get("/api/patient/personalization")).body.value;
    expect(view.pet.frame).toBe(true);
    expect(view.effects).toEqual(
      expect.arrayContaining([
        {
          id: "frame-gold",
          name: "Golden frame",
          image: "/media/shop/frame-gold.svg",
          effect: "FRAME",
          on: true,
        },
        { id: "confetti", name: "Confetti", image: "/media/shop/confetti.svg", effect: "CONFETTI", on: true },
      ]),
    );
    expect((await homePet(client)).frame).toBe(true);
  });

  it("switches an owned effect off and on again", async () => {
    const client = await buyer("en", "frame-gold", "confetti");
    const off = await client.put("/api/patient/personalization", { effects: { "frame-gold": false } });
    expect(off.status).toBe(200);
    expect(off.body.value.pet.frame).toBe(false);
    const onOff = Object.fromEntries(
      off.body.value.effects.map((e: { id: string; on: boolean }) => [e.id, e.on]),
    );
    expect(onOff).toEqual({ "frame-gold": false, confetti: true });
    expect((await homePet(client)).frame).toBe(false);
    const on = await client.put("/api/patient/personalization", { effects: { "frame-gold": true } });
    expect(on.body.value.pet.frame).toBe(true);
  });

  it("refuses to switch an effect the patient does not own with 409 NOT_OWNED, and changes nothing", async () => {
    const client = await buyer("en", "frame-gold");
    const answer = await client.put("/api/patient/personalization", {
      effects: { "frame-gold": false, confetti: true },
    });
    expect([answer.status, answer.body.error]).toEqual([409, "NOT_OWNED"]);
    expect(answer.body.details).toEqual([{ path: "/effects/confetti", message: "is not owned" }]);
    expect((await client.get("/api/patient/personalization")).body.value.pet.frame).toBe(true);
  });
});
