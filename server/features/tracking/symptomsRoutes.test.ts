import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createMedications, createPatient, createPro, createSymptoms, signIn } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-03-10T10:00:00Z") });
  await createSymptoms(t.deps, ["MIGRAINE", "BACK_PAIN", "ANXIETY"]);
  await createMedications(t.deps, ["PARACETAMOL"]);
});
afterAll(() => t.close());

async function patient(): Promise<{ id: string; client: TestClient }> {
  const user = await createPatient(t.deps);
  return { id: user.id, client: await signIn(t.client(), t.deps, user) };
}

const event = { symptom: "MIGRAINE", intensity: 3, date: "2025-03-10" };
const countEvents = async (userId: string) =>
  Number((await t.db("symptomEvents").where({ userId }).count({ n: "*" }))[0]?.n);

describe("GET /api/guest/symptoms/", () => {
  it("lists the catalogue to anyone, in the asked language", async () => {
    const answer = await t.client().get("/api/guest/symptoms/?lang=fr");
    expect(answer.status).toBe(200);
    expect(answer.body.value.items[0]).toEqual({
      id: "MIGRAINE",
      label: "MIGRAINE fr",
      category: "GENERAL",
      top: true,
      askMigraineType: true,
      sortKey: 10,
    });
    expect(answer.body.value.items.map((s: { id: string }) => s.id)).toEqual([
      "MIGRAINE",
      "BACK_PAIN",
      "ANXIETY",
    ]);
  });

  it("answers 400 for a language we do not speak", async () => {
    const answer = await t.client().get("/api/guest/symptoms/?lang=de");
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("VALIDATION_FAILED");
  });
});

describe("/api/patient/userSymptoms", () => {
  it("answers 401 without a session and 403 to a pro", async () => {
    expect((await t.client().get("/api/patient/userSymptoms")).status).toBe(401);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const answer = await pro.get("/api/patient/userSymptoms");
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe("FORBIDDEN");
  });

  it("adds a recurring symptom once, however often it is sent, and lists it", async () => {
    const { client } = await patient();
    const first = await client.post("/api/patient/userSymptoms", { symptom: "MIGRAINE" });
    expect(first.status).toBe(201);
    const again = await client.post("/api/patient/userSymptoms", { symptom: "MIGRAINE" });
    expect(again.body.value).toEqual(first.body.value);
    const list = await client.get("/api/patient/userSymptoms");
    expect(list.body.value.items).toEqual([{ id: first.body.value.id, symptom: "MIGRAINE" }]);
  });

  it("answers 400 for a symptom outside the catalogue, and writes nothing", async () => {
    const { id, client } = await patient();
    const answer = await client.post("/api/patient/userSymptoms", { symptom: "HICCUPS" });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "/symptom", message: "is not in the symptom catalogue" }]);
    expect(await t.db("userSymptoms").where({ userId: id })).toEqual([]);
  });

  it("changes the symptom of an entry, 409 when the new one is followed already", async () => {
    const { client } = await patient();
    const migraine = (await client.post("/api/patient/userSymptoms", { symptom: "MIGRAINE" })).body.value;
    await client.post("/api/patient/userSymptoms", { symptom: "ANXIETY" });
    const changed = await client.put(`/api/patient/userSymptoms/${migraine.id}`, { symptom: "BACK_PAIN" });
    expect(changed.status).toBe(200);
    expect(changed.body.value).toEqual({ id: migraine.id, symptom: "BACK_PAIN" });
    const taken = await client.put(`/api/patient/userSymptoms/${migraine.id}`, { symptom: "ANXIETY" });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("ALREADY_TRACKED");
  });

  it("deletes the patient's own entry; another patient's or a missing one answers 404", async () => {
    const owner = await patient();
    const other = await patient();
    const migraine = (await owner.client.post("/api/patient/userSymptoms", { symptom: "MIGRAINE" })).body
      .value;
    const stolen = await other.client.delete(`/api/patient/userSymptoms/${migraine.id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe("NOT_FOUND");
    expect(
      (await other.client.put(`/api/patient/userSymptoms/${migraine.id}`, { symptom: "ANXIETY" })).status,
    ).toBe(404);
    const removed = await owner.client.delete(`/api/patient/userSymptoms/${migraine.id}`);
    expect(removed.status).toBe(200);
    expect((await owner.client.delete(`/api/patient/userSymptoms/${migraine.id}`)).status).toBe(404);
    expect((await owner.client.get("/api/patient/userSymptoms")).body.value.items).toEqual([]);
  });
});

describe("POST /api/patient/symptomEvents", () => {
  it("records an event with its details", async () => {
    const { client } = await patient();
    const body = {
      ...event,
      duration: 90,
      variables: { comment: "After work", migraineType: "WITH_AURA", medicationID: "PARACETAMOL" },
    };
    const answer = await client.post("/api/patient/symptomEvents", body);
    expect(answer.status).toBe(201);
    expect(answer.body.value).toMatchObject(body);
    expect(answer.body.value.id).toEqual(expect.any(String));
  });

  it("records a keyed check-in once, sent again or twice at once", async () => {
    const { id, client } = await patient();
    const body = { ...event, variables: { triggers: ["stress"] }, key: "outbox-symptom-0001" };
    const [first, atOnce] = await Promise.all([
      client.post("/api/patient/symptomEvents", body),
      client.post("/api/patient/symptomEvents", body),
    ]);
    const again = await client.post("/api/patient/symptomEvents", body);
    expect([first.status, atOnce.status, again.status]).toEqual([201, 201, 201]);
    expect(atOnce.body.value).toEqual(first.body.value);
    expect(again.body.value).toEqual(first.body.value);
    expect(await countEvents(id)).toBe(1);
    const reused = await client.post("/api/patient/symptomEvents", { ...body, intensity: 1 });
    expect([reused.status, reused.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
  });

  it.each([
    ["intensity 6", { ...event, intensity: 6 }, "/intensity"],
    ["intensity -1", { ...event, intensity: -1 }, "/intensity"],
    ["intensity 2.5", { ...event, intensity: 2.5 }, "/intensity"],
    ["no intensity", { symptom: "MIGRAINE", date: "2025-03-10" }, "/intensity"],
    ["a day that does not exist", { ...event, date: "2025-02-30" }, "/date"],
    [
      "an unknown migraine type",
      { ...event, variables: { migraineType: "CLUSTER" } },
      "/variables/migraineType",
    ],
    ["an unknown symptom", { ...event, symptom: "HICCUPS" }, "/symptom"],
    ["an unknown medication", { ...event, variables: { medicationID: "ELIXIR" } }, "/variables/medicationID"],
  ])("answers 400 for %s and writes nothing", async (_name, body, path) => {
    const { id, client } = await patient();
    const answer = await client.post("/api/patient/symptomEvents", body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("VALIDATION_FAILED");
    expect(answer.body.details[0].path).toBe(path);
    expect(await countEvents(id)).toBe(0);
  });

  it("records a retried event once when the client gives its id", async () => {
    const { id, client } = await patient();
    const body = { ...event, id: "client-event-0001" };
    const first = await client.post("/api/patient/symptomEvents", body);
    const retry = await client.post("/api/patient/symptomEvents", body);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.value).toEqual(first.body.value);
    expect(await countEvents(id)).toBe(1);
  });

  it("lets two patients use the same id, each for their own event, neither learning of the other", async () => {
    const owner = await patient();
    const other = await patient();
    const mine = await owner.client.post("/api/patient/symptomEvents", { ...event, id: "client-event-0002" });
    const theirs = await other.client.post("/api/patient/symptomEvents", {
      ...event,
      intensity: 1,
      id: "client-event-0002",
    });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.value).toMatchObject({ id: "client-event-0002", intensity: 1 });
    expect([await countEvents(owner.id), await countEvents(other.id)]).toEqual([1, 1]);

    // Each patient's id reaches their own event only.
    const changed = await other.client.put("/api/patient/symptomEvents/client-event-0002", {
      ...event,
      intensity: 5,
    });
    expect(changed.body.value).toMatchObject({ id: "client-event-0002", intensity: 5 });
    const ownerDay = await owner.client.get("/api/patient/symptomEvents?date=2025-03-10");
    expect(ownerDay.body.value.items).toEqual([
      expect.objectContaining({ id: "client-event-0002", intensity: 3 }),
    ]);
  });

  it("answers 409 ID_IN_USE when the patient's own id is sent with another event", async () => {
    const { id, client } = await patient();
    await client.post("/api/patient/symptomEvents", { ...event, id: "client-event-0003" });
    const clash = await client.post("/api/patient/symptomEvents", {
      ...event,
      intensity: 4,
      id: "client-event-0003",
    });
    expect([clash.status, clash.body.error]).toEqual([409, "ID_IN_USE"]);
    expect(await countEvents(id)).toBe(1);
  });

  it("keeps one entry per symptom and day: a check-in sent twice changes the day's entry", async () => {
    const { id, client } = await patient();
    // Two check-ins of the same day, each with its own client id, as the full-screen check-in sends them.
    const first = await client.post("/api/patient/symptomEvents", {
      ...event,
      id: "checkin-one",
      duration: 30,
      variables: { comment: "Morning", triggers: ["stress"] },
    });
    const second = await client.post("/api/patient/symptomEvents", {
      ...event,
      id: "checkin-two",
      intensity: 5,
      variables: { migraineType: "WITH_AURA", triggers: ["sleep"] },
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.value).toMatchObject({
      id: "checkin-one",
      intensity: 5,
      duration: 30,
      variables: { comment: "Morning", migraineType: "WITH_AURA", triggers: ["stress", "sleep"] },
    });
    expect(await countEvents(id)).toBe(1);
    // The second check-in's retry answers the entry it changed.
    const retried = await client.post("/api/patient/symptomEvents", {
      ...event,
      id: "checkin-two",
      intensity: 5,
    });
    expect(retried.body.value).toMatchObject({ id: "checkin-one", intensity: 5 });
    // Another symptom, or another day, is another entry.
    await client.post("/api/patient/symptomEvents", { ...event, symptom: "BACK_PAIN" });
    await client.post("/api/patient/symptomEvents", { ...event, date: "2025-03-09" });
    expect(await countEvents(id)).toBe(3);
  });

  it("keeps one entry when the same check-in is sent many times at once", async () => {
    const { id, client } = await patient();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.post("/api/patient/symptomEvents", { ...event, id: `burst-entry-${i}`, intensity: i % 6 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(await countEvents(id)).toBe(1);
  });

  it("answers 403 without the CSRF header", async () => {
    const { client } = await patient();
    const answer = await client.post("/api/patient/symptomEvents", event, { noCsrfHeader: true });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe("CSRF_HEADER_MISSING");
  });
});

describe("GET /api/patient/symptomEvents?date=", () => {
  it("lists the patient's own events of that day only", async () => {
    const owner = await patient();
    const other = await patient();
    await owner.client.post("/api/patient/symptomEvents", event);
    await owner.client.post("/api/patient/symptomEvents", { ...event, date: "2025-03-09" });
    await other.client.post("/api/patient/symptomEvents", event);
    const answer = await owner.client.get("/api/patient/symptomEvents?date=2025-03-10");
    expect(answer.status).toBe(200);
    expect(answer.body.value.items).toHaveLength(1);
    expect(answer.body.value.items[0]).toMatchObject(event);
  });

  it("answers 400 without a day", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/symptomEvents");
    expect(answer.status).toBe(400);
    expect(answer.body.details[0].path).toBe("/date");
  });
});

describe("PUT /api/patient/symptomEvents/{id}", () => {
  it("replaces the patient's own event", async () => {
    const { client } = await patient();
    const created = (await client.post("/api/patient/symptomEvents", event)).body.value;
    const body = { ...event, intensity: 5, variables: { triggers: ["stress"] } };
    const answer = await client.put(`/api/patient/symptomEvents/${created.id}`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ id: created.id, ...body });
  });

  it("answers 404 for another patient's event or a missing one, and changes nothing", async () => {
    const owner = await patient();
    const other = await patient();
    const created = (await owner.client.post("/api/patient/symptomEvents", event)).body.value;
    const stolen = await other.client.put(`/api/patient/symptomEvents/${created.id}`, {
      ...event,
      intensity: 0,
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe("NOT_FOUND");
    expect((await other.client.put("/api/patient/symptomEvents/missing", event)).status).toBe(404);
    expect(await t.db("symptomEvents").where({ id: created.id }).first()).toMatchObject({ intensity: 3 });
  });

  it("answers 409 SYMPTOM_ALREADY_RECORDED when moved onto a symptom the day already holds", async () => {
    const { client } = await patient();
    await client.post("/api/patient/symptomEvents", event);
    const back = (await client.post("/api/patient/symptomEvents", { ...event, symptom: "BACK_PAIN" })).body
      .value;
    const answer = await client.put(`/api/patient/symptomEvents/${back.id}`, event);
    expect([answer.status, answer.body.error]).toEqual([409, "SYMPTOM_ALREADY_RECORDED"]);
    expect(await t.db("symptomEvents").where({ id: back.id }).first()).toMatchObject({
      symptom: "BACK_PAIN",
    });
  });

  it("answers 400 for an intensity outside 0-5 and keeps the event", async () => {
    const { client } = await patient();
    const created = (await client.post("/api/patient/symptomEvents", event)).body.value;
    const answer = await client.put(`/api/patient/symptomEvents/${created.id}`, { ...event, intensity: 7 });
    expect(answer.status).toBe(400);
    expect(await t.db("symptomEvents").where({ id: created.id }).first()).toMatchObject({ intensity: 3 });
  });
});
