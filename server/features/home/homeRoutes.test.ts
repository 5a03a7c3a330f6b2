import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HomeDocument, HomeSection } from "../../../card-schemas";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { grantItem } from "../../core/inventory";
import { storageFor } from "../../platform/storage/storage";
import { createCard, createPatient, createSymptoms, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

const TODAY = "2026-11-26";
// 10:00 UTC: the pet is awake in every test.
let t: TestApp;
let dataDir: string;
// The smallest PNG there is: a stored picture the storage adapter serves.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "outchi-home-"));
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`), config: { dataDir } });
  await createSymptoms(t.deps, ["MIGRAINE", "BACK_PAIN"]);
  await t.db("authors").insert([
    { id: "news-sleep", name: "Sleep news", extra: JSON.stringify({ goals: ["sleep"] }) },
    { id: "news-migraine", name: "Migraine news", extra: JSON.stringify({ goals: ["migraine"] }) },
  ]);
  await t.db("authorMessages").insert([
    { authorId: "news-sleep", id: "p1", message: "Sleep well", variables: "{}", date: "2026-11-25" },
    { authorId: "news-migraine", id: "p2", message: "Migraine tip", variables: "{}", date: "2026-11-20" },
    { authorId: "news-sleep", id: "future", message: "Not yet", variables: "{}", date: "2026-11-30" },
  ]);
  await storageFor(t.deps.config).put("pet/heads/crown.png", PNG);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function patient(): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps);
  return { user, client: await signIn(t.client(), t.deps, user) };
}

function section<T extends HomeSection["type"]>(home: HomeDocument, type: T) {
  return home.sections.find((s) => s.type === type) as Extract<HomeSection, { type: T }> | undefined;
}

const grant = (user: User, kind: "PET_HEAD" | "PET_BACKGROUND", itemId: string, image: string | null) =>
  inTransaction(t.db, (trx) => grantItem(trx, user.id, { kind, itemId, image, source: "SHOP" }));

describe("GET /api/patient/home", () => {
  it("assembles the dashboard of a new patient: a hungry pet in its default clothes, no symptom card", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/home");
    expect(answer.status).toBe(200);
    const home = answer.body.value as HomeDocument;
    expect(home).toMatchObject({ screen: "home", schemaVersion: 1, locale: "en", date: TODAY });
    expect(home.data.bank.amount).toBe(0);
    expect(home.sections.map((s) => s.type)).toEqual([
      "HOME_PET",
      "HOME_TASKS",
      "HOME_CORRELATIONS",
      "HOME_PROGRAMS",
      "HOME_NEWS",
      "HOME_AWARDS",
      "HOME_MORE_REWARDS",
    ]);
    // Nothing is within reach of an empty balance; the cheapest come first, money never.
    const more = section(home, "HOME_MORE_REWARDS")!;
    expect(more.items.length).toBeGreaterThan(0);
    expect(more.items.every((item) => !item.affordable)).toBe(true);
    expect(more.items.map((item) => item.price)).toEqual(
      [...more.items.map((item) => item.price)].sort((a, b) => a - b),
    );
    expect(more.items.map((item) => item.id)).not.toContain("rewards-500");
    // A new patient has claimed nothing yet, and the tree's first award waits for a full profile.
    expect(section(home, "HOME_AWARDS")).toMatchObject({
      claimed: 0,
      claimable: 0,
      total: 29,
      link: "/app/patient/awards",
      branches: [
        { name: "KNOWLEDGE", percent: 0 },
        { name: "DISCIPLINE", percent: 0 },
        { name: "SHARE", percent: 0 },
        { name: "PROSPERITY", percent: 0 },
      ],
    });
    expect(section(home, "HOME_PET")!.pet).toEqual({
      mood: "HUNGRY",
      head: { id: "default-head", image: "/media/pet-head.svg", isDefault: true },
      background: { id: "default-background", image: "/media/pet-background.svg", isDefault: true },
      frame: false,
    });
    const tasks = section(home, "HOME_TASKS")!;
    expect(tasks.days.map((day) => day.date)).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      TODAY,
    ]);
    expect(section(home, "HOME_CORRELATIONS")!.count).toBe(0);
  });

  it("gives each recurring symptom its 30-day series, average and week-over-week change", async () => {
    const { client } = await patient();
    await client.post("/api/patient/userSymptoms", { symptom: "MIGRAINE" });
    for (const [date, intensity] of [
      ["2026-11-13", 2],
      ["2026-11-19", 4],
      ["2026-11-20", 4],
      ["2026-10-20", 5],
    ] as const) {
      expect(
        (await client.post("/api/patient/symptomEvents", { symptom: "MIGRAINE", intensity, date })).status,
      ).toBe(201);
    }
    const home = (await client.get("/api/patient/home")).body.value as HomeDocument;
    const card = section(home, "HOME_SYMPTOM")!;
    expect(card).toMatchObject({ symptom: "MIGRAINE", name: "MIGRAINE en", average: 3.3, weekOverWeek: 33 });
    expect(card.series).toHaveLength(30);
    expect(card.series.find((day) => day.date === "2026-11-20")!.intensity).toBe(4);
  });

  it("counts the day's cards in the strip and feeds the pet", async () => {
    const { user, client } = await patient();
    await createCard(t.deps, user, { date: TODAY, status: "DONE" });
    await createCard(t.deps, user, { date: TODAY });
    const home = (await client.get("/api/patient/home")).body.value as HomeDocument;
    expect(section(home, "HOME_TASKS")!.days.at(-1)).toEqual({ date: TODAY, dealt: 2, done: 1 });
    // Fed, but nothing tracked lately.
    expect(section(home, "HOME_PET")!.pet.mood).toBe("THIRSTY");
  });

  it("ranks the news by the patient's symptoms, newest first among equals, and leaves future posts out", async () => {
    const { client } = await patient();
    await client.post("/api/patient/userSymptoms", { symptom: "MIGRAINE" });
    const home = (await client.get("/api/patient/home")).body.value as HomeDocument;
    const items = section(home, "HOME_NEWS")!.items.filter((item) => item.autorId.startsWith("news-"));
    expect(items.map((item) => [item.id, item.priorityScore])).toEqual([
      ["news-migraine_p2", 1],
      ["news-sleep_p1", 0],
    ]);
    expect(items[0]!.link).toBe("/app/patient/ressources/autors/news-migraine");
  });

  it("shows the app's news in the patient's language, ranked by the tag links their symptoms match", async () => {
    const message = (text: string) =>
      JSON.stringify({ fr: `${text} (fr)`, en: `${text} (en)`, it: `${text} (it)`, es: `${text} (es)` });
    await t.db("authors").insert({ id: "app", name: "The app", extra: JSON.stringify({ goals: [] }) });
    await t.db("news").insert([
      { id: "back-moves", authorId: "app", date: "2026-11-10", message: message("Move gently") },
      { id: "news-later", authorId: "app", date: "2026-11-27", message: message("Tomorrow") },
    ]);
    await t.db("newsTagLinks").insert([
      { tag: "back-pain", objectId: "back-moves", priorityScore: 3 },
      { tag: "sleep", objectId: "back-moves", priorityScore: 1 },
    ]);
    const user = await createPatient(t.deps, { language: "fr" });
    const client = await signIn(t.client(), t.deps, user);
    await client.post("/api/patient/userSymptoms", { symptom: "BACK_PAIN" });
    const home = (await client.get("/api/patient/home")).body.value as HomeDocument;
    const items = section(home, "HOME_NEWS")!.items;
    expect(items[0]).toEqual({
      id: "app_back-moves",
      autorId: "app",
      autorName: "The app",
      message: "Move gently (fr)",
      date: "2026-11-10",
      priorityScore: 3,
      link: "/app/patient/ressources/autors/app",
    });
    expect(items.map((item) => item.id)).not.toContain("app_news-later");
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/home");
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("GET, PUT /api/patient/personalization", () => {
  it("offers the defaults and the owned elements, an s3/image: one through the storage route", async () => {
    const { user, client } = await patient();
    await grant(user, "PET_HEAD", "crown", "s3/image:pet/heads/crown.png");
    await grant(user, "PET_BACKGROUND", "beach", "/media/pet-background.svg");
    const answer = await client.get("/api/patient/personalization");
    expect(answer.status).toBe(200);
    expect(answer.body.value.heads).toEqual([
      { id: "default-head", image: "/media/pet-head.svg", isDefault: true },
      { id: "crown", image: "/api/patient/personalization/images/head/crown", isDefault: false },
    ]);
    expect(answer.body.value.backgrounds[1]).toEqual({
      id: "beach",
      image: "/media/pet-background.svg",
      isDefault: false,
    });
    const image = await client.get("/api/patient/personalization/images/head/crown");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  it("dresses the pet with owned elements, and back with the defaults", async () => {
    const { user, client } = await patient();
    await grant(user, "PET_HEAD", "crown", "s3/image:pet/heads/crown.png");
    const dressed = await client.put("/api/patient/personalization", { head: "crown" });
    expect(dressed.status).toBe(200);
    expect(dressed.body.value.pet.head.id).toBe("crown");
    expect(dressed.body.value.pet.background.id).toBe("default-background");
    const home = (await client.get("/api/patient/home")).body.value as HomeDocument;
    expect(section(home, "HOME_PET")!.pet.head.id).toBe("crown");
    const back = await client.put("/api/patient/personalization", { head: "default-head" });
    expect(back.body.value.pet.head.id).toBe("default-head");
  });

  it("refuses an element the patient does not own with 409 NOT_OWNED, and changes nothing", async () => {
    const { user, client } = await patient();
    await grant(user, "PET_HEAD", "crown", "s3/image:pet/heads/crown.png");
    const answer = await client.put("/api/patient/personalization", { head: "crown", background: "beach" });
    expect([answer.status, answer.body.error]).toEqual([409, "NOT_OWNED"]);
    expect(answer.body.details).toEqual([{ path: "/background", message: "is not owned" }]);
    const view = await client.get("/api/patient/personalization");
    expect(view.body.value.pet.head.id).toBe("default-head");
    // A head is not a background.
    const swapped = await client.put("/api/patient/personalization", { background: "crown" });
    expect([swapped.status, swapped.body.error]).toEqual([409, "NOT_OWNED"]);
  });

  it("refuses an empty or unknown body with 400", async () => {
    const { client } = await patient();
    const empty = await client.put("/api/patient/personalization", {});
    expect([empty.status, empty.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const extra = await client.put("/api/patient/personalization", { hat: "crown" });
    expect([extra.status, extra.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("serves a stored picture only to a patient who owns it (404 otherwise)", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/personalization/images/head/crown");
    expect(answer.status).toBe(404);
    const guest = await t.client().get("/api/patient/personalization");
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });

  it("refuses a write without the CSRF header with 403", async () => {
    const { client } = await patient();
    const answer = await client.put(
      "/api/patient/personalization",
      { head: "default-head" },
      { noCsrfHeader: true },
    );
    expect(answer.status).toBe(403);
  });
});
