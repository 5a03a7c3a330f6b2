import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataValues, createPatient, MEAL_PHOTO, signIn } from "../test/factories";
import { openSession } from "../platform/http/sessions";
import { startOtherProcess, startTestApp, type TestApp, type TestClient } from "../test/testApp";
import { TINY_PNG } from "../test/pictures";
import { startTestStorage, type TestStorage } from "../test/testStorage";
import { DAILY_QUOTAS, withDailyQuota, type DailyQuota } from "./dailyQuotas";

// 11:00 in Paris: the patient's next day starts at 23:00 UTC, 13 hours later.
const MORNING = new Date("2025-03-10T10:00:00Z");
const NEXT_DAY_IN_SECONDS = 13 * 60 * 60;
// A real picture: the server decodes every upload.
const PNG = TINY_PNG;

let t: TestApp;
let now = MORNING;
let storage: TestStorage;

beforeAll(async () => {
  storage = await startTestStorage("local disk");
  t = await startTestApp({ now: () => now, config: storage.config });
  // A shared picture counts in the community's 5-day limit, so the quota is counted on private ones.
  await createDataValues(t.deps, [MEAL_PHOTO]);
});
afterAll(async () => {
  await t.close();
  await storage.close();
});

async function patient() {
  const user = await createPatient(t.deps, { timeZone: "Europe/Paris" });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

function uploadPicture(client: TestClient) {
  return client.request("POST", "/api/patient/uploads?access=private&value=mealPhoto", undefined, {
    rawBody: PNG,
    headers: { "Content-Type": "image/png" },
  });
}

/** Makes `times` successful writes of `quota` for `user`, as the routes count them. */
async function useQuota(user: { id: string; timeZone: string }, quota: DailyQuota, times: number) {
  for (let i = 0; i < times; i++) await withDailyQuota(t.db, user, quota, now, async () => undefined);
}

const filesOf = async (userId: string) =>
  Number((await t.db("storedFiles").where({ userId }).count({ n: "*" }))[0]?.n);

describe("daily quotas", () => {
  it("refuses the 51st picture of a day with 429 QUOTA_EXCEEDED until the patient's next day, on every process", async () => {
    now = MORNING;
    const { user, client } = await patient();
    for (let i = 0; i < DAILY_QUOTAS.uploads; i++) expect((await uploadPicture(client)).status).toBe(201);

    const refused = await uploadPicture(client);
    expect([refused.status, refused.body.error]).toEqual([429, "QUOTA_EXCEEDED"]);
    expect(refused.body.details).toEqual([{ quota: "uploads", limit: 50 }]);
    expect(refused.headers.get("retry-after")).toBe(String(NEXT_DAY_IN_SECONDS));
    expect(await filesOf(user.id)).toBe(50);

    // The count is in the database: another server process refuses too.
    const other = await startOtherProcess(t);
    try {
      const elsewhere = await uploadPicture(other.client().useSession(await openSession(t.db, user.id)));
      expect([elsewhere.status, elsewhere.body.error]).toEqual([429, "QUOTA_EXCEEDED"]);
    } finally {
      await other.close();
    }

    // Another patient has their own quota, and the patient's next day a new one.
    expect((await uploadPicture((await patient()).client)).status).toBe(201);
    now = new Date("2025-03-10T23:00:01Z");
    expect((await uploadPicture(client)).status).toBe(201);
    expect(await filesOf(user.id)).toBe(51);
  });

  it("counts only the writes that succeed: a refused picture leaves the day's last one free", async () => {
    now = MORNING;
    const { user, client } = await patient();
    await useQuota(user, "uploads", DAILY_QUOTAS.uploads - 1);
    const notAPicture = await client.request("POST", "/api/patient/uploads?access=protected", undefined, {
      rawBody: new TextEncoder().encode("%PDF-1.7"),
      headers: { "Content-Type": "image/png" },
    });
    expect([notAPicture.status, notAPicture.body.error]).toEqual([400, "NOT_AN_IMAGE"]);
    expect((await uploadPicture(client)).status).toBe(201);
    const refused = await uploadPicture(client);
    expect([refused.status, refused.body.error]).toEqual([429, "QUOTA_EXCEEDED"]);
  });

  const writes: Array<[DailyQuota, string, unknown]> = [
    ["messages", "/api/patient/autors/someone/messages", { message: "Hello" }],
    ["communityAnswers", "/api/patient/communityQuestions/q1/answers", { text: "An answer" }],
    [
      "trackingEntries",
      "/api/patient/symptomEvents",
      { symptom: "MIGRAINE", intensity: 3, date: "2025-03-10" },
    ],
    [
      "trackingEntries",
      "/api/patient/medicationIntakes",
      { id: "intake-0001", medicationID: "PARACETAMOL", datetime: "2025-03-10T08:00:00Z" },
    ],
    ["trackingEntries", "/api/patient/questionnaires/mood-check/records", { answers: {} }],
  ];

  it.each(writes)("answers 429 once the day's %s quota is used: POST %s", async (quota, url, body) => {
    now = MORNING;
    const { user, client } = await patient();
    await useQuota(user, quota, DAILY_QUOTAS[quota]);
    const refused = await client.post(url, body);
    expect([refused.status, refused.body.error]).toEqual([429, "QUOTA_EXCEEDED"]);
    expect(refused.body.details).toEqual([{ quota, limit: DAILY_QUOTAS[quota] }]);
    expect(refused.headers.get("retry-after")).toBe(String(NEXT_DAY_IN_SECONDS));
  });
});
