import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createMedications, createPatient, createSymptoms, signIn } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-03-10T10:00:00Z") });
  await createSymptoms(t.deps, ["MIGRAINE"]);
  await createMedications(t.deps, ["PARACETAMOL", "IBUPROFEN"]);
});
afterAll(() => t.close());

async function patient(timeZone?: string): Promise<{ id: string; client: TestClient }> {
  const user = await createPatient(t.deps, { language: "fr", timeZone });
  return { id: user.id, client: await signIn(t.client(), t.deps, user) };
}

const intake = { medicationID: "PARACETAMOL", datetime: "2025-03-10T08:30:00.000Z" };
const countIntakes = async (userId: string) =>
  Number((await t.db("medicationIntakes").where({ userId }).count({ n: "*" }))[0]?.n);

describe("GET /api/patient/medications", () => {
  it("lists the catalogue in the patient's language", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/medications");
    expect(answer.status).toBe(200);
    expect(answer.body.value.items).toEqual([
      { id: "IBUPROFEN", name: "ibuprofen", label: "IBUPROFEN fr", symptoms: ["MIGRAINE"] },
      { id: "PARACETAMOL", name: "paracetamol", label: "PARACETAMOL fr", symptoms: ["MIGRAINE"] },
    ]);
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/medications");
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe("NOT_SIGNED_IN");
  });
});

describe("POST /api/patient/medicationIntakes", () => {
  it("records an intake with its crisis and efficiency", async () => {
    const { client } = await patient();
    const crisis = (
      await client.post("/api/patient/symptomEvents", {
        symptom: "MIGRAINE",
        intensity: 4,
        date: "2025-03-10",
      })
    ).body.value;
    const body = { ...intake, crisisID: crisis.id, efficiency: 4 };
    const answer = await client.post("/api/patient/medicationIntakes", body);
    expect(answer.status).toBe(201);
    expect(answer.body.value).toEqual({ id: expect.any(String), ...body });
  });

  it("records a retried intake once when the client gives its id", async () => {
    const { id, client } = await patient();
    const body = { ...intake, id: "client-intake-0001" };
    const first = await client.post("/api/patient/medicationIntakes", body);
    const retry = await client.post("/api/patient/medicationIntakes", body);
    expect(retry.body.value).toEqual(first.body.value);
    expect(await countIntakes(id)).toBe(1);
  });

  it("records a keyed intake once, sent again or twice at once", async () => {
    const { id, client } = await patient();
    const body = { ...intake, key: "outbox-intake-0001" };
    const [first, atOnce] = await Promise.all([
      client.post("/api/patient/medicationIntakes", body),
      client.post("/api/patient/medicationIntakes", body),
    ]);
    const again = await client.post("/api/patient/medicationIntakes", body);
    expect([first.status, atOnce.status, again.status]).toEqual([201, 201, 201]);
    expect(atOnce.body.value).toEqual(first.body.value);
    expect(again.body.value).toEqual(first.body.value);
    expect(await countIntakes(id)).toBe(1);
    const reused = await client.post("/api/patient/medicationIntakes", { ...body, efficiency: 2 });
    expect([reused.status, reused.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    expect(await countIntakes(id)).toBe(1);
  });

  it("lets two patients use the same id, each for their own intake", async () => {
    const a = await patient();
    const b = await patient();
    const body = { ...intake, id: "client-intake-0003" };
    const first = await a.client.post("/api/patient/medicationIntakes", body);
    const second = await b.client.post("/api/patient/medicationIntakes", {
      ...body,
      medicationID: "IBUPROFEN",
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.value).toMatchObject({ id: "client-intake-0003", medicationID: "IBUPROFEN" });
    expect([await countIntakes(a.id), await countIntakes(b.id)]).toEqual([1, 1]);
  });

  it("answers 409 when the id is another of the patient's intakes", async () => {
    const { client } = await patient();
    await client.post("/api/patient/medicationIntakes", { ...intake, id: "client-intake-0002" });
    const clash = await client.post("/api/patient/medicationIntakes", {
      ...intake,
      id: "client-intake-0002",
      medicationID: "IBUPROFEN",
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe("ID_IN_USE");
  });

  it.each([
    ["efficiency 6", { ...intake, efficiency: 6 }, "/efficiency"],
    ["efficiency -1", { ...intake, efficiency: -1 }, "/efficiency"],
    ["no datetime", { medicationID: "PARACETAMOL" }, "/datetime"],
    ["a datetime that is not one", { ...intake, datetime: "yesterday" }, "/datetime"],
    ["an unknown medication", { ...intake, medicationID: "ELIXIR" }, "/medicationID"],
    ["a crisis that is not the patient's", { ...intake, crisisID: "someone-else" }, "/crisisID"],
  ])("answers 400 for %s and writes nothing", async (_name, body, path) => {
    const { id, client } = await patient();
    const answer = await client.post("/api/patient/medicationIntakes", body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("VALIDATION_FAILED");
    expect(answer.body.details[0].path).toBe(path);
    expect(await countIntakes(id)).toBe(0);
  });
});

describe("GET /api/patient/medicationIntakes", () => {
  it("lists the intakes of one local day of the patient", async () => {
    const { client } = await patient("Europe/Paris");
    // 23:30 UTC on the 9th is already the 10th in Paris.
    await client.post("/api/patient/medicationIntakes", { ...intake, datetime: "2025-03-09T23:30:00.000Z" });
    await client.post("/api/patient/medicationIntakes", { ...intake, datetime: "2025-03-09T22:30:00.000Z" });
    const day = await client.get("/api/patient/medicationIntakes?date=2025-03-10");
    expect(day.body.value.items.map((i: { datetime: string }) => i.datetime)).toEqual([
      "2025-03-09T23:30:00.000Z",
    ]);
    const latest = await client.get("/api/patient/medicationIntakes");
    expect(latest.body.value.items).toHaveLength(2);
  });

  it("answers 400 for a day that is not one", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/medicationIntakes?date=10/03/2025");
    expect(answer.status).toBe(400);
  });
});
