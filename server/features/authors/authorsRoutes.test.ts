import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { credit } from "../../core/ledger";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, createPro, createProgram, signIn } from "../../test/factories";

let clock = new Date("2026-11-01T10:00:00Z");
let t: TestApp;
let proUser: User;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  proUser = await createPro(t.deps);
  await createProgram(t.deps, { id: "sleep-week" });
  // The pro's earnings from this author's page land on the pro's account.
  await t.db("authors").where({ userId: proUser.id }).update({ userId: null });
  await createProgram(t.deps, { id: "sleep-closed", status: "DONE" });
  await t
    .db("authors")
    .where({ id: "author-sleep-week" })
    .update({
      userId: proUser.id,
      name: "Léa Martin",
      monthPrice: 2,
      extra: JSON.stringify({
        title: { fr: "Coach sommeil", en: "Sleep coach" },
        bio: { fr: "Bio en français", en: "Bio in English" },
        avatarLink: "/media/coach-lea.svg",
        languages: ["fr", "en"],
        goals: ["sleep", "stress"],
        features: ["subscriptions", "contribution", "community_close"],
        status: "ACTIVE",
      }),
    });
  await t.db("studies").where({ id: "sleep-closed" }).update({ authorId: "author-sleep-week" });
  await t.db("authors").insert([
    {
      id: "quiet",
      name: "Quiet",
      extra: JSON.stringify({ title: "Coach", bio: "A quiet coach", features: [], goals: ["stress"] }),
    },
    // A catalogue author no pro owns: it offers follows and an open chat, which nobody would answer.
    {
      id: "catalogue",
      name: "Catalogue team",
      extra: JSON.stringify({
        title: { en: "The team" },
        bio: { en: "We make the app." },
        features: ["subscriptions", "community_open"],
      }),
    },
    { id: "gone", name: "Gone", extra: JSON.stringify({ features: ["subscriptions"], status: "INACTIVE" }) },
    { id: "hidden", name: "Hidden", extra: JSON.stringify({ goals: ["sleep"], searchableInList: false }) },
  ]);
  await t.db("authorShopItems").insert([
    {
      id: "guide",
      authorId: "author-sleep-week",
      input: JSON.stringify({ name: "Sleep guide" }),
      price: 300,
    },
    {
      id: "mask",
      authorId: "author-sleep-week",
      input: JSON.stringify({ name: "Eye mask", description: "Soft" }),
      price: 120,
    },
    {
      id: "old",
      authorId: "author-sleep-week",
      input: JSON.stringify({ name: "Old" }),
      price: 10,
      deletedAt: new Date("2026-10-01T00:00:00Z"),
    },
  ]);
  await t.db("authorMessages").insert({
    authorId: "author-sleep-week",
    id: "m1",
    message: "Good night, everyone",
    variables: "{}",
    date: "2026-10-30",
  });
  await t.deps.catalog.reload();
});
afterAll(() => t.close());

async function patient(
  balance = 0,
  language: "fr" | "en" = "en",
): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps, { language });
  if (balance > 0) {
    await t.db.transaction((trx) =>
      credit(trx, { userId: user.id, delta: balance, reason: "TEST", idempotencyKey: `test-${user.id}` }),
    );
  }
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const amount = async (user: User) => (await balanceOf(t.deps, user)).amount;

describe("GET /api/guest/autors/{autorId}", () => {
  it("answers the public page to a guest: live programs, items on sale cheapest first, messages", async () => {
    const answer = await t.client().get("/api/guest/autors/author-sleep-week?lang=en");
    expect(answer.status).toBe(200);
    const page = answer.body.value;
    expect(page).toMatchObject({
      id: "author-sleep-week",
      name: "Léa Martin",
      title: "Sleep coach",
      bio: "Bio in English",
      language: "en",
      goals: ["sleep", "stress"],
      features: ["subscriptions", "contribution", "community_close"],
      monthlyPrice: 1000,
      messages: [{ id: "m1", message: "Good night, everyone", date: "2026-10-30" }],
    });
    expect(page.programs.map((p: { id: string }) => p.id)).toEqual(["sleep-week"]);
    expect(page.shopItems).toEqual([
      { id: "mask", name: "Eye mask", description: "Soft", price: 120 },
      { id: "guide", name: "Sleep guide", price: 300 },
    ]);
  });

  it("reads the page in the author's first language when they do not write in the reader's", async () => {
    const answer = await t.client().get("/api/guest/autors/author-sleep-week?lang=it");
    expect(answer.body.value).toMatchObject({
      language: "fr",
      title: "Coach sommeil",
      bio: "Bio en français",
    });
  });

  it("answers empty lists for an author without programs, items or messages", async () => {
    const answer = await t.client().get("/api/guest/autors/quiet");
    expect(answer.body.value).toMatchObject({ programs: [], shopItems: [], messages: [], features: [] });
  });

  it("says whether a pro answers for the author (reachable)", async () => {
    const owned = await t.client().get("/api/guest/autors/author-sleep-week");
    expect(owned.body.value.reachable).toBe(true);
    const catalogue = await t.client().get("/api/guest/autors/catalogue");
    expect([catalogue.status, catalogue.body.value.reachable]).toEqual([200, false]);
  });

  it("answers 404 for an author whose page has no title or bio yet, as a pro's just after sign-up", async () => {
    const fresh = await createPro(t.deps);
    const answer = await t.client().get(`/api/guest/autors/${fresh.authorId}`);
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
  });

  it("answers 404 for an unknown or inactive author", async () => {
    for (const id of ["nobody", "gone"]) {
      const answer = await t.client().get(`/api/guest/autors/${id}`);
      expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
    }
  });
});

describe("GET /api/patient/autors (add-support search)", () => {
  it("lists active, searchable authors, filtered by goal and by text at any length", async () => {
    const { client } = await patient();
    const all = await client.get("/api/patient/autors");
    expect(all.status).toBe(200);
    const names = all.body.value.items.map((a: { name: string }) => a.name);
    expect(names).toContain("Léa Martin");
    expect(names).not.toContain("Gone");
    expect(names).not.toContain("Hidden");
    const bySleep = await client.get("/api/patient/autors?goal=sleep");
    expect(bySleep.body.value.items.map((a: { id: string }) => a.id)).toEqual(["author-sleep-week"]);
    const byText = await client.get(`/api/patient/autors?search=${encodeURIComponent("lea mart")}`);
    expect(byText.body.value.items).toEqual([
      {
        id: "author-sleep-week",
        name: "Léa Martin",
        title: "Sleep coach",
        avatarLink: "/media/coach-lea.svg",
        goals: ["sleep", "stress"],
      },
    ]);
  });

  it("lists a pro's author only once its page has a name, a title and a bio", async () => {
    const { client } = await patient();
    const fresh = await createPro(t.deps);
    const ids = async () =>
      (await client.get("/api/patient/autors")).body.value.items.map((a: { id: string }) => a.id);
    expect(await ids()).not.toContain(fresh.authorId);
    await t
      .db("authors")
      .where({ id: fresh.authorId! })
      .update({ extra: JSON.stringify({ title: { en: "Nutritionist" } }) });
    expect(await ids()).not.toContain(fresh.authorId);
    await t
      .db("authors")
      .where({ id: fresh.authorId! })
      .update({ extra: JSON.stringify({ title: { en: "Nutritionist" }, bio: { en: "I help." } }) });
    expect(await ids()).toContain(fresh.authorId);
  });

  it("refuses an unknown goal (400) and a guest (401)", async () => {
    const { client } = await patient();
    const bad = await client.get("/api/patient/autors?goal=flying");
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const guest = await t.client().get("/api/patient/autors");
    expect(guest.status).toBe(401);
  });

  it("is for patients: a pro gets 403", async () => {
    const client = await signIn(t.client(), t.deps, proUser);
    expect((await client.get("/api/patient/autors")).status).toBe(403);
  });
});

describe("following an author", () => {
  it("pays the months asked for and waits TO_VALIDATE; a second follow is 409", async () => {
    const { user, client } = await patient(3000);
    const follow = await client.post("/api/patient/autors/author-sleep-week/follow", { months: 1 });
    expect(follow.status).toBe(200);
    expect(follow.body.value).toMatchObject({
      id: `${user.id}_author-sleep-week`,
      status: "TO_VALIDATE",
      valid: false,
      followPrice: 1000,
      followMonths: 1,
    });
    expect(await amount(user)).toBe(2000);
    const again = await client.post("/api/patient/autors/author-sleep-week/follow", { months: 1 });
    expect([again.status, again.body.error]).toEqual([409, "ALREADY_FOLLOWING"]);
    expect(await amount(user)).toBe(2000);
    const relation = await client.get("/api/patient/autors/author-sleep-week/relation");
    expect(relation.body.value).toMatchObject({
      balance: 2000,
      cancelRefund: 500,
      link: { status: "TO_VALIDATE" },
    });
  });

  it("pays once for a retried key", async () => {
    const { user, client } = await patient(3000);
    const body = { months: 1, key: "follow-key-001" };
    const [first, second] = await Promise.all([
      client.post("/api/patient/autors/author-sleep-week/follow", body),
      client.post("/api/patient/autors/author-sleep-week/follow", body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await amount(user)).toBe(2000);
  });

  it("answers first follows sent at the same time once, and 409 ALREADY_FOLLOWING to the others", async () => {
    const { user, client } = await patient(3000);
    // Without a key and with keys of their own: no key makes them one request.
    const bodies = [
      { months: 1 },
      { months: 1 },
      { months: 1, key: "race-key-1" },
      { months: 1, key: "race-key-2" },
    ];
    const answers = await Promise.all(
      bodies.map((body) => client.post("/api/patient/autors/author-sleep-week/follow", body)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body.error).toBe("ALREADY_FOLLOWING");
    }
    expect(await amount(user)).toBe(2000);
    expect(await t.db("authorLinks").where({ userId: user.id }).count({ n: "*" })).toEqual([{ n: 1 }]);
  });

  it("refuses a follow the balance does not cover (409) and changes nothing", async () => {
    const { user, client } = await patient(100);
    const answer = await client.post("/api/patient/autors/author-sleep-week/follow", { months: 1 });
    expect([answer.status, answer.body.error]).toEqual([409, "NOT_ENOUGH_REWARDS"]);
    expect(await amount(user)).toBe(100);
    expect(await t.db("authorLinks").where({ userId: user.id })).toEqual([]);
  });

  it("answers 404 for an author without subscriptions and 400 for months on no sale", async () => {
    const { client } = await patient(3000);
    const quiet = await client.post("/api/patient/autors/quiet/follow", {});
    expect([quiet.status, quiet.body.error]).toEqual([404, "NOT_FOUND"]);
    const months = await client.post("/api/patient/autors/author-sleep-week/follow", { months: 2 });
    expect([months.status, months.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("refuses to follow an author no pro answers for (409 AUTHOR_WITHOUT_PRO) and takes nothing", async () => {
    const { user, client } = await patient(3000);
    const answer = await client.post("/api/patient/autors/catalogue/follow", { months: 1 });
    expect([answer.status, answer.body.error]).toEqual([409, "AUTHOR_WITHOUT_PRO"]);
    expect(await amount(user)).toBe(3000);
    expect(await t.db("authorLinks").where({ userId: user.id })).toEqual([]);
  });

  it("refuses messages to an author no pro answers for, even with an open chat (409)", async () => {
    const { user, client } = await patient();
    const chat = await client.get("/api/patient/autors/catalogue/chat");
    expect(chat.body.value).toMatchObject({
      access: { allowed: false, refusal: "AUTHOR_WITHOUT_PRO" },
      autor: { followOffered: false },
    });
    const sent = await client.post("/api/patient/autors/catalogue/chat", { message: "Hello?" });
    expect([sent.status, sent.body.error]).toEqual([409, "AUTHOR_WITHOUT_PRO"]);
    expect(await t.db("chatMessages").where({ userId: user.id })).toEqual([]);
  });

  it("refunds 50 % of a cancelled follow within 7 days, once", async () => {
    const { user, client } = await patient(3000);
    await client.post("/api/patient/autors/author-sleep-week/follow", { months: 1 });
    clock = new Date(clock.getTime() + 7 * DAY);
    try {
      const cancel = await client.delete("/api/patient/autors/author-sleep-week/follow");
      expect(cancel.status).toBe(200);
      expect(cancel.body.value).toEqual({ refund: 500, balance: 2500 });
      const again = await client.delete("/api/patient/autors/author-sleep-week/follow");
      expect([again.status, again.body.error]).toEqual([404, "NOT_FOUND"]);
      expect(await amount(user)).toBe(2500);
      const link = await t
        .db("authorLinks")
        .where({ id: `${user.id}_author-sleep-week` })
        .first();
      expect(link.status).toBe("CANCELED");
    } finally {
      clock = new Date("2026-11-01T10:00:00Z");
    }
  });

  it("refunds 100 % after 7 days, and a follow may be asked again after a cancel", async () => {
    const { user, client } = await patient(3000);
    await client.post("/api/patient/autors/author-sleep-week/follow", { months: 1 });
    clock = new Date(clock.getTime() + 8 * DAY);
    try {
      const cancel = await client.delete("/api/patient/autors/author-sleep-week/follow");
      expect(cancel.body.value).toEqual({ refund: 1000, balance: 3000 });
      const again = await client.post("/api/patient/autors/author-sleep-week/follow", {});
      expect(again.body.value).toMatchObject({ status: "TO_VALIDATE", followPrice: 0 });
      const free = await client.delete("/api/patient/autors/author-sleep-week/follow");
      expect(free.body.value).toEqual({ refund: 0, balance: 3000 });
    } finally {
      clock = new Date("2026-11-01T10:00:00Z");
    }
    expect(await amount(user)).toBe(3000);
  });

  it("cannot cancel a validated link (404), and a running link cannot be followed again (409)", async () => {
    const { user, client } = await patient(3000);
    await t.db("authorLinks").insert({
      id: `${user.id}_author-sleep-week`,
      userId: user.id,
      authorId: "author-sleep-week",
      status: "VALIDATED",
      end: "2026-12-01",
    });
    expect((await client.delete("/api/patient/autors/author-sleep-week/follow")).status).toBe(404);
    expect((await client.post("/api/patient/autors/author-sleep-week/follow", {})).status).toBe(409);
  });

  it("is for patients: a guest gets 401 and a pro 403", async () => {
    expect((await t.client().post("/api/patient/autors/author-sleep-week/follow", {})).status).toBe(401);
    const pro = await signIn(t.client(), t.deps, proUser);
    expect((await pro.post("/api/patient/autors/author-sleep-week/follow", {})).status).toBe(403);
    expect((await pro.delete("/api/patient/autors/author-sleep-week/follow")).status).toBe(403);
  });
});

describe("POST /api/patient/autors/{autorId}/shop/{itemId}/buy", () => {
  it("debits the patient, credits the author's pro and lists the purchase", async () => {
    const { user, client } = await patient(500);
    const proBefore = await amount(proUser);
    const buy = await client.post("/api/patient/autors/author-sleep-week/shop/mask/buy", {
      key: "buy-mask-0001",
    });
    expect(buy.status).toBe(200);
    expect(buy.body.value).toMatchObject({
      shopObjectId: "mask",
      type: "AUTHOR_ITEM",
      autorId: "author-sleep-week",
      price: 120,
      status: "DONE",
      name: { en: "Eye mask" },
    });
    const retry = await client.post("/api/patient/autors/author-sleep-week/shop/mask/buy", {
      key: "buy-mask-0001",
    });
    expect(retry.body.value.id).toBe(buy.body.value.id);
    expect(await amount(user)).toBe(380);
    expect(await amount(proUser)).toBe(proBefore + 120);
    const inventory = await client.get("/api/patient/rewards/inventory");
    expect(inventory.body.value.items[0]).toMatchObject({ shopObjectId: "mask", type: "AUTHOR_ITEM" });
    const relation = await client.get("/api/patient/autors/author-sleep-week/relation");
    expect(relation.body.value.boughtItemIds).toEqual(["mask"]);
  });

  it("needs the balance greater than the price (409) and an item on sale (404)", async () => {
    const { user, client } = await patient(120);
    const poor = await client.post("/api/patient/autors/author-sleep-week/shop/mask/buy", {});
    expect([poor.status, poor.body.error]).toEqual([409, "NOT_ENOUGH_REWARDS"]);
    expect(await amount(user)).toBe(120);
    for (const path of ["author-sleep-week/shop/old", "author-sleep-week/shop/nothing", "quiet/shop/mask"]) {
      const answer = await client.post(`/api/patient/autors/${path}/buy`, {});
      expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
    }
  });

  it("is for patients: a guest gets 401 and a pro 403", async () => {
    expect((await t.client().post("/api/patient/autors/author-sleep-week/shop/mask/buy", {})).status).toBe(
      401,
    );
    const pro = await signIn(t.client(), t.deps, proUser);
    expect((await pro.post("/api/patient/autors/author-sleep-week/shop/mask/buy", {})).status).toBe(403);
    expect((await pro.get("/api/patient/autors/author-sleep-week/relation")).status).toBe(403);
  });

  it("answers 404 on the relation of an unknown author", async () => {
    const { client } = await patient();
    expect((await client.get("/api/patient/autors/nobody/relation")).status).toBe(404);
  });
});
