import catalogue from "../../../content/dataValues.json" with { type: "json" };
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeMultiselect } from "../../../engine/tracking/multiselectEncoding";
import type { DataValue } from "../../../card-schemas/generated/DataValueCatalogue";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createPatient, signIn } from "../../test/factories";

const NOW = new Date("2025-03-10T10:00:00Z");
const TODAY = "2025-03-10";

/** A stand-in for the air and pollen provider: air quality 3 in Paris, nothing else anywhere. */
let provider: Server;
const providerCalls: string[] = [];
let t: TestApp;

async function startProvider(): Promise<string> {
  provider = createServer((request: IncomingMessage, response) => {
    providerCalls.push(request.url ?? "");
    const url = new URL(request.url ?? "/", "http://stub");
    response.setHeader("Content-Type", "application/json");
    if (url.pathname === "/airQuality" && url.searchParams.get("lat") === "48.86") {
      response.end(JSON.stringify({ index: 3 }));
    } else if (url.pathname === "/pollen" && url.searchParams.get("lat") === "0.00") {
      response.statusCode = 500;
      response.end("{}");
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: "none" }));
    }
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
}

/** The data value catalogue of content/, as the content loader stores it. */
async function insertCatalogue() {
  await t.db("dataValues").insert(
    (catalogue as DataValue[]).map(({ labels, symptoms, hide, scaleMode, ...value }) => ({
      ...value,
      scaleMode: scaleMode ?? "linear",
      hide: hide ?? false,
      symptoms: JSON.stringify(symptoms),
      extra: JSON.stringify({ labels }),
    })),
  );
}

beforeAll(async () => {
  const providerUrl = await startProvider();
  t = await startTestApp({ now: () => NOW, config: { environmentProviderUrl: providerUrl } });
  await insertCatalogue();
});
afterAll(async () => {
  // Optional chaining: when beforeAll failed halfway, only what started is closed.
  await t?.close();
  await new Promise((resolve) => (provider ? provider.close(resolve) : resolve(undefined)));
});

async function patient(language: "en" | "fr" = "en"): Promise<{ client: TestClient; id: string }> {
  const user = await createPatient(t.deps, { language, timeZone: "Europe/Paris" });
  return { client: await signIn(t.client(), t.deps, user), id: user.id };
}

describe("GET /api/patient/dataValues", () => {
  it("lists the catalogue in order with the texts of the patient's language", async () => {
    const { client } = await patient("fr");
    const answer = await client.get("/api/patient/dataValues?limit=1000");
    expect(answer.status).toBe(200);
    const items = answer.body.value.items;
    expect(items.length).toBe(catalogue.length);
    expect(answer.body.value.nextToken).toBeNull();
    expect(items[0]).toMatchObject({
      id: "SLEEP_QUALITY",
      value: "sleepQuality",
      type: "INTENSITY",
      scaleMode: "linear",
      maxIntensity: 5,
      label: { name: "Qualité du sommeil", question: "Comment avez-vous dormi cette nuit ?" },
    });
    expect(items[0]).not.toHaveProperty("labels");
    const sortKeys = items.map((item: { sortKey: number }) => item.sortKey);
    expect(sortKeys).toEqual([...sortKeys].sort((a, b) => a - b));
  });

  it("leaves out air quality and pollen when no provider is configured", async () => {
    const { client } = await patient();
    const configured = t.deps.config.environmentProviderUrl;
    t.deps.config.environmentProviderUrl = undefined;
    try {
      const items = (await client.get("/api/patient/dataValues?limit=1000")).body.value.items;
      const keys = items.map((item: { value: string }) => item.value);
      expect(keys).not.toContain("airQuality");
      expect(keys).not.toContain("pollen");
      expect(keys).toContain("location");
      expect(items).toHaveLength(catalogue.length - 2);
    } finally {
      t.deps.config.environmentProviderUrl = configured;
    }
  });

  it("pages with limit and nextToken", async () => {
    const { client } = await patient();
    const first = await client.get("/api/patient/dataValues?limit=10");
    expect(first.body.value.items).toHaveLength(10);
    expect(first.body.value.nextToken).toBe("10");
    const last = Math.floor((catalogue.length - 1) / 10) * 10;
    const final = await client.get(`/api/patient/dataValues?limit=10&nextToken=${last}`);
    expect(final.body.value.items).toHaveLength(catalogue.length - last);
    expect(final.body.value.nextToken).toBeNull();
  });

  it("answers 400 past the page size of 1000", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/dataValues?limit=1001");
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/dataValues");
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("PUT /api/patient/dailyActivity", () => {
  it("creates the entry of a value and a day, then replaces it", async () => {
    const { client, id } = await patient();
    const first = await client.put("/api/patient/dailyActivity", {
      value: "mood",
      date: TODAY,
      intensity: 3,
    });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      id: `mood_${TODAY}_${id}`,
      value: "mood",
      date: TODAY,
      intensity: 3,
      category: "MOOD",
      source: "USER",
    });
    const second = await client.put("/api/patient/dailyActivity", {
      value: "mood",
      date: TODAY,
      intensity: 4,
      data: { note: "better" },
    });
    expect(second.body.value).toMatchObject({
      id: `mood_${TODAY}_${id}`,
      intensity: 4,
      data: { note: "better" },
    });
    expect(await t.db("dailyActivities").where({ userId: id })).toHaveLength(1);
  });

  it("answers a keyed entry sent again with the first answer, replacing nothing written since", async () => {
    const { client, id } = await patient();
    const body = { value: "mood", date: TODAY, intensity: 2, key: "outbox-entry-0001" };
    const first = await client.put("/api/patient/dailyActivity", body);
    await client.put("/api/patient/dailyActivity", { value: "mood", date: TODAY, intensity: 4 });
    const [again, atOnce] = await Promise.all([
      client.put("/api/patient/dailyActivity", body),
      client.put("/api/patient/dailyActivity", body),
    ]);
    expect([first.status, again.status, atOnce.status]).toEqual([200, 200, 200]);
    expect(again.body.value).toEqual(first.body.value);
    expect(atOnce.body.value).toEqual(first.body.value);
    const stored = await t.db("dailyActivities").where({ userId: id });
    expect(stored.map((row) => row.intensity)).toEqual([4]);
    const reused = await client.put("/api/patient/dailyActivity", { ...body, intensity: 1 });
    expect([reused.status, reused.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
  });

  it("stores a multiselect as its encoding and an hour as minutes", async () => {
    const { client } = await patient();
    const triggers = encodeMultiselect(7, [0, 2]);
    const multiselect = await client.put("/api/patient/dailyActivity", {
      value: "migraineTriggers",
      date: TODAY,
      intensity: triggers,
    });
    expect(multiselect.body.value.intensity).toBe(100_000_101);
    const hour = await client.put("/api/patient/dailyActivity", {
      value: "bedtime",
      date: TODAY,
      intensity: 1350,
    });
    expect(hour.body.value.intensity).toBe(1350);
  });

  it("keeps each patient's entries apart", async () => {
    const a = await patient();
    const b = await patient();
    await a.client.put("/api/patient/dailyActivity", { value: "water", date: TODAY, intensity: 5 });
    await b.client.put("/api/patient/dailyActivity", { value: "water", date: TODAY, intensity: 2 });
    const answer = await a.client.get(`/api/patient/dailyActivity?date=${TODAY}`);
    expect(answer.body.value.items.map((item: { intensity: number }) => item.intensity)).toEqual([5]);
  });

  it.each([
    ["an unknown value", { value: "unicornSightings", date: TODAY, intensity: 1 }, "/value"],
    ["an intensity above the scale", { value: "mood", date: TODAY, intensity: 6 }, "/intensity"],
    ["a bad multiselect code", { value: "migraineTriggers", date: TODAY, intensity: 12 }, "/intensity"],
    ["an hour past 23:59", { value: "bedtime", date: TODAY, intensity: 1440 }, "/intensity"],
    ["a day after today", { value: "mood", date: "2025-03-11", intensity: 3 }, "/date"],
    ["a day that does not exist", { value: "mood", date: "2025-02-30", intensity: 3 }, "/date"],
    ["a text intensity", { value: "mood", date: TODAY, intensity: "3" }, "/intensity"],
    ["a missing date", { value: "mood", intensity: 3 }, "/date"],
  ])("answers 400 for %s and writes nothing", async (_name, body, path) => {
    const { client, id } = await patient();
    const answer = await client.put("/api/patient/dailyActivity", body);
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details[0].path).toBe(path);
    expect(await t.db("dailyActivities").where({ userId: id })).toHaveLength(0);
  });

  it("answers 403 without the CSRF header", async () => {
    const { client } = await patient();
    const answer = await client.put(
      "/api/patient/dailyActivity",
      { value: "mood", date: TODAY, intensity: 3 },
      { noCsrfHeader: true },
    );
    expect([answer.status, answer.body.error]).toEqual([403, "CSRF_HEADER_MISSING"]);
  });

  it("answers 401 without a session", async () => {
    const answer = await t
      .client()
      .put("/api/patient/dailyActivity", { value: "mood", date: TODAY, intensity: 3 });
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("GET /api/patient/dailyActivity", () => {
  it("reads one day or a span of days", async () => {
    const { client } = await patient();
    for (const [date, intensity] of [
      ["2025-03-08", 2],
      ["2025-03-09", 3],
      [TODAY, 4],
    ] as const) {
      await client.put("/api/patient/dailyActivity", { value: "energy", date, intensity });
    }
    const span = await client.get("/api/patient/dailyActivity?from=2025-03-09&to=2025-03-10");
    expect(span.status).toBe(200);
    expect(span.body.value.items.map((item: { date: string }) => item.date)).toEqual(["2025-03-09", TODAY]);
    const one = await client.get("/api/patient/dailyActivity?date=2025-03-08");
    expect(one.body.value.items).toEqual([expect.objectContaining({ value: "energy", intensity: 2 })]);
  });

  it.each([
    ["no day", ""],
    ["only from", "?from=2025-03-01"],
    ["a day and a span", "?date=2025-03-01&from=2025-03-01&to=2025-03-02"],
    ["to before from", "?from=2025-03-10&to=2025-03-01"],
    ["more than 366 days", "?from=2024-01-01&to=2025-03-01"],
    ["a bad day", "?date=2025-13-01"],
  ])("answers 400 for %s", async (_name, search) => {
    const { client } = await patient();
    const answer = await client.get(`/api/patient/dailyActivity${search}`);
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("names the alternatives of its query when neither is given whole", async () => {
    const { client } = await patient();
    for (const search of ["", "?to=2025-03-01", "?date=2025-03-01&to=2025-03-02"]) {
      const answer = await client.get(`/api/patient/dailyActivity${search}`);
      expect(answer.body.details).toEqual([{ path: "/", message: "must have either date, or from and to" }]);
    }
  });
});

describe("GET /api/patient/airQuality and /api/patient/pollen", () => {
  it("reads today's index from the provider at a coarse position", async () => {
    const { client } = await patient();
    const answer = await client.get(`/api/patient/airQuality?lat=48.8566&lon=2.3522&date=${TODAY}`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ kind: "airQuality", date: TODAY, index: 3 });
    expect(providerCalls.at(-1)).toBe(`/airQuality?lat=48.86&lon=2.35&date=${TODAY}`);
  });

  it("answers 404 NOT_FOUND when the provider has no figure", async () => {
    const { client } = await patient();
    const answer = await client.get(`/api/patient/pollen?lat=48.8566&lon=2.3522&date=${TODAY}`);
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
  });

  it("answers 503 when the provider fails", async () => {
    const { client } = await patient();
    const answer = await client.get(`/api/patient/pollen?lat=0&lon=0&date=${TODAY}`);
    expect([answer.status, answer.body.error]).toEqual([503, "SERVICE_UNAVAILABLE"]);
  });

  it("answers 400 for another day than today, without asking the provider", async () => {
    const { client } = await patient();
    const before = providerCalls.length;
    const answer = await client.get("/api/patient/airQuality?lat=48.85&lon=2.35&date=2025-03-09");
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(providerCalls.length).toBe(before);
  });

  it.each([
    ["a latitude past 90", "lat=91&lon=2&date=2025-03-10"],
    ["a text longitude", "lat=48&lon=east&date=2025-03-10"],
    ["no date", "lat=48&lon=2"],
  ])("answers 400 for %s", async (_name, search) => {
    const { client } = await patient();
    const answer = await client.get(`/api/patient/airQuality?${search}`);
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("answers 404 NOT_FOUND when no provider is configured", async () => {
    const { client } = await patient();
    const configured = t.deps.config.environmentProviderUrl;
    // The same app without ENVIRONMENT_PROVIDER_URL (a second embedded database would cost more).
    t.deps.config.environmentProviderUrl = undefined;
    try {
      const answer = await client.get(`/api/patient/airQuality?lat=48.85&lon=2.35&date=${TODAY}`);
      expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
    } finally {
      t.deps.config.environmentProviderUrl = configured;
    }
  });
});
