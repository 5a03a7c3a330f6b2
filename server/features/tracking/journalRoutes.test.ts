import catalogue from "../../../content/dataValues.json" with { type: "json" };
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataValue } from "../../../card-schemas/generated/DataValueCatalogue";
import type { QuestionnaireContent } from "../../../card-schemas/generated";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createMedications, createPatient, createPro, createSymptoms, signIn } from "../../test/factories";

const TODAY = "2025-03-10";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  await createSymptoms(t.deps, ["MIGRAINE", "ANXIETY"]);
  await createMedications(t.deps, ["PARACETAMOL", "IBUPROFEN"]);
  // The data value catalogue and a questionnaire of content/, as the content loader stores them.
  await t.db("dataValues").insert(
    (catalogue as DataValue[]).map(({ labels, symptoms, hide, scaleMode, ...value }) => ({
      ...value,
      scaleMode: scaleMode ?? "linear",
      hide: hide ?? false,
      symptoms: JSON.stringify(symptoms),
      extra: JSON.stringify({ labels }),
    })),
  );
  const file = path.join(import.meta.dirname, "../../../content/questionnaires/mood-check.json");
  const q = JSON.parse(fs.readFileSync(file, "utf8")) as QuestionnaireContent;
  await t.db("questionnaires").insert({
    id: "mood-check",
    type: q.type,
    rewards: q.rewards,
    period: q.period,
    definition: JSON.stringify(q),
  });
});
afterAll(() => t?.close());

async function patient(): Promise<{ id: string; client: TestClient }> {
  const user = await createPatient(t.deps, { timeZone: "Europe/Paris" });
  return { id: user.id, client: await signIn(t.client(), t.deps, user) };
}

describe("GET /api/patient/journal", () => {
  it("answers 401 without a session and 403 to a pro", async () => {
    expect((await t.client().get(`/api/patient/journal?date=${TODAY}`)).status).toBe(401);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const answer = await pro.get(`/api/patient/journal?date=${TODAY}`);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe("FORBIDDEN");
  });

  it("gathers a day's symptoms, intakes, values, pictures and questionnaire scores, the patient's only", async () => {
    const { client } = await patient();
    const other = await patient();
    await other.client.post("/api/patient/symptomEvents", { symptom: "ANXIETY", intensity: 1, date: TODAY });
    const migraine = await client.post("/api/patient/symptomEvents", {
      symptom: "MIGRAINE",
      intensity: 4,
      date: "2025-03-09",
    });
    expect(migraine.status).toBe(201);
    // 23:30 UTC on the 9th is the 10th in Paris: the patient's day is their local day.
    await client.post("/api/patient/medicationIntakes", {
      medicationID: "PARACETAMOL",
      datetime: "2025-03-09T23:30:00Z",
      efficiency: 3,
    });
    await client.put("/api/patient/dailyActivity", { value: "bedtime", date: TODAY, intensity: 1380 });
    await client.put("/api/patient/dailyActivity", {
      value: "mealPhoto",
      date: TODAY,
      intensity: 1,
      data: { path: "dailyActivity/mealPhoto/x.png", fileId: "file-1" },
    });
    await client.post("/api/patient/questionnaires/mood-check/records", {
      answers: { enjoyment: "some-days", "low-mood": "every-day" },
    });

    const answer = await client.get(`/api/patient/journal?from=2025-03-09&to=${TODAY}`);
    expect(answer.status).toBe(200);
    const { today, oldestCorrectable, days } = answer.body.value;
    expect(today).toBe(TODAY);
    expect(oldestCorrectable).toBe("2024-12-10");
    expect(days.map((day: { date: string }) => day.date)).toEqual(["2025-03-09", TODAY]);
    expect(days[0].symptomEvents).toEqual([migraine.body.value]);
    expect(days[0].medicationIntakes).toEqual([]);
    expect(days[1].symptomEvents).toEqual([]);
    expect(days[1].medicationIntakes).toEqual([
      expect.objectContaining({ medicationID: "PARACETAMOL", efficiency: 3 }),
    ]);
    expect(days[1].dailyActivities).toEqual([expect.objectContaining({ value: "bedtime", intensity: 1380 })]);
    expect(days[1].pictures).toEqual([
      expect.objectContaining({ fileId: "file-1", access: "private", value: "mealPhoto" }),
    ]);
    expect(days[1].questionnaires).toEqual([
      expect.objectContaining({ questionnaireId: "mood-check", score: 4, title: expect.any(String) }),
    ]);
    expect(days.every((day: { correctable: boolean }) => day.correctable)).toBe(true);
  });

  it("answers empty days, and tells which may no longer be corrected", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/journal?date=2024-12-09");
    expect(answer.status).toBe(200);
    expect(answer.body.value.days).toEqual([
      {
        date: "2024-12-09",
        correctable: false,
        symptomEvents: [],
        medicationIntakes: [],
        dailyActivities: [],
        pictures: [],
        questionnaires: [],
        cardEntries: [],
        triggerLabels: {},
      },
    ]);
  });

  it("answers 400 for a span backwards, longer than 31 days, or half given", async () => {
    const { client } = await patient();
    for (const query of [
      "from=2025-03-10&to=2025-03-09",
      "from=2025-02-01&to=2025-03-10",
      "from=2025-03-01",
    ]) {
      const answer = await client.get(`/api/patient/journal?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("VALIDATION_FAILED");
    }
  });
});

describe("entering a past day", () => {
  it("takes a day up to 90 days back, refuses a later or an older one", async () => {
    const { client } = await patient();
    const ok = await client.post("/api/patient/symptomEvents", {
      symptom: "MIGRAINE",
      intensity: 2,
      date: "2024-12-10",
    });
    expect(ok.status).toBe(201);
    for (const [date, message] of [
      ["2024-12-09", "must be within the last 90 days"],
      ["2025-03-11", "must not be after today"],
    ]) {
      const answer = await client.post("/api/patient/symptomEvents", {
        symptom: "MIGRAINE",
        intensity: 2,
        date,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path: "/date", message }]);
      const value = await client.put("/api/patient/dailyActivity", { value: "bedtime", date, intensity: 60 });
      expect(value.body.details).toEqual([{ path: "/date", message }]);
    }
    const intake = await client.post("/api/patient/medicationIntakes", {
      medicationID: "PARACETAMOL",
      datetime: "2025-03-11T12:00:00Z",
    });
    expect(intake.status).toBe(400);
    expect(intake.body.details).toEqual([{ path: "/datetime", message: "must not be after today" }]);
  });
});

describe("correcting a past day", () => {
  it("removes a symptom event once; again, or someone else's, answers removed: false", async () => {
    const owner = await patient();
    const other = await patient();
    const event = (
      await owner.client.post("/api/patient/symptomEvents", {
        symptom: "MIGRAINE",
        intensity: 3,
        date: "2025-03-08",
      })
    ).body.value;
    const intake = (
      await owner.client.post("/api/patient/medicationIntakes", {
        medicationID: "PARACETAMOL",
        datetime: "2025-03-08T12:00:00Z",
        crisisID: event.id,
      })
    ).body.value;

    const stolen = await other.client.delete(`/api/patient/symptomEvents/${event.id}`);
    expect(stolen.status).toBe(200);
    expect(stolen.body.value).toEqual({ id: event.id, removed: false });

    const first = await owner.client.delete(`/api/patient/symptomEvents/${event.id}`);
    expect(first.body.value).toEqual({ id: event.id, removed: true });
    const again = await owner.client.delete(`/api/patient/symptomEvents/${event.id}`);
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual({ id: event.id, removed: false });

    // The intake that treated it stays, without its crisis.
    const day = (await owner.client.get("/api/patient/journal?date=2025-03-08")).body.value.days[0];
    expect(day.symptomEvents).toEqual([]);
    expect(day.medicationIntakes).toEqual([
      { id: intake.id, medicationID: "PARACETAMOL", datetime: intake.datetime },
    ]);
  });

  it("replaces a symptom event of a past day, the same way however often it is sent", async () => {
    const { client } = await patient();
    const event = (
      await client.post("/api/patient/symptomEvents", {
        symptom: "MIGRAINE",
        intensity: 3,
        date: "2025-03-01",
      })
    ).body.value;
    const body = { symptom: "MIGRAINE", intensity: 1, date: "2025-03-01", variables: { comment: "milder" } };
    const first = await client.put(`/api/patient/symptomEvents/${event.id}`, body);
    const again = await client.put(`/api/patient/symptomEvents/${event.id}`, body);
    expect(first.status).toBe(200);
    expect(again.body.value).toEqual(first.body.value);
    expect(first.body.value).toMatchObject({ id: event.id, intensity: 1, variables: { comment: "milder" } });
  });

  it("answers 409 DAY_NOT_CORRECTABLE for an entry older than 90 days, and keeps it", async () => {
    const { id, client } = await patient();
    await t.db("symptomEvents").insert({
      id: "old-event-0001",
      userId: id,
      symptom: "MIGRAINE",
      intensity: 2,
      date: "2024-12-01",
      variables: "{}",
    });
    await t.db("medicationIntakes").insert({
      id: "old-intake-0001",
      userId: id,
      medicationId: "PARACETAMOL",
      datetime: new Date("2024-12-01T12:00:00Z"),
    });
    const removal = await client.delete("/api/patient/symptomEvents/old-event-0001");
    expect(removal.status).toBe(409);
    expect(removal.body.error).toBe("DAY_NOT_CORRECTABLE");
    const edit = await client.put("/api/patient/symptomEvents/old-event-0001", {
      symptom: "MIGRAINE",
      intensity: 1,
      date: TODAY,
    });
    expect(edit.status).toBe(409);
    expect((await client.delete("/api/patient/medicationIntakes/old-intake-0001")).status).toBe(409);
    expect(await t.db("symptomEvents").where({ id: "old-event-0001" })).toHaveLength(1);
    expect(await t.db("medicationIntakes").where({ id: "old-intake-0001" })).toHaveLength(1);
  });

  it("replaces and removes a medication intake, 404 when editing someone else's", async () => {
    const owner = await patient();
    const other = await patient();
    const intake = (
      await owner.client.post("/api/patient/medicationIntakes", {
        medicationID: "PARACETAMOL",
        datetime: "2025-03-07T08:00:00Z",
        efficiency: 1,
      })
    ).body.value;
    const body = { medicationID: "IBUPROFEN", datetime: "2025-03-07T09:00:00Z", efficiency: 4 };
    const stolen = await other.client.put(`/api/patient/medicationIntakes/${intake.id}`, body);
    expect(stolen.status).toBe(404);
    const edited = await owner.client.put(`/api/patient/medicationIntakes/${intake.id}`, body);
    expect(edited.status).toBe(200);
    expect(edited.body.value).toEqual({ id: intake.id, ...body, datetime: "2025-03-07T09:00:00.000Z" });
    const unknown = await owner.client.put(`/api/patient/medicationIntakes/${intake.id}`, {
      ...body,
      medicationID: "ASPIRIN",
    });
    expect(unknown.status).toBe(400);
    expect((await owner.client.delete(`/api/patient/medicationIntakes/${intake.id}`)).body.value).toEqual({
      id: intake.id,
      removed: true,
    });
    expect(
      (await owner.client.delete(`/api/patient/medicationIntakes/${intake.id}`)).body.value.removed,
    ).toBe(false);
  });

  it("removes a day's value once, and refuses a write without the CSRF header", async () => {
    const { client } = await patient();
    await client.put("/api/patient/dailyActivity", { value: "bedtime", date: "2025-03-05", intensity: 1320 });
    const refused = await client.delete("/api/patient/dailyActivity/2025-03-05/bedtime", {
      noCsrfHeader: true,
    });
    expect(refused.status).toBe(403);
    const first = await client.delete("/api/patient/dailyActivity/2025-03-05/bedtime");
    expect(first.status).toBe(200);
    expect(first.body.value.removed).toBe(true);
    expect((await client.delete("/api/patient/dailyActivity/2025-03-05/bedtime")).body.value.removed).toBe(
      false,
    );
    const bad = await client.delete("/api/patient/dailyActivity/2025-02-30/bedtime");
    expect(bad.status).toBe(400);
    const day = (await client.get("/api/patient/journal?date=2025-03-05")).body.value.days[0];
    expect(day.dailyActivities).toEqual([]);
  });
});

describe("GET /api/patient/questionnaires/:id/records", () => {
  it("lists the patient's records of the last 90 days, newest first; 404 for an unknown questionnaire", async () => {
    const { id, client } = await patient();
    await t.db("questionnaireRecords").insert([
      {
        id: "rec-old",
        userId: id,
        questionnaireId: "mood-check",
        formCategory: "MOOD",
        datetime: new Date("2024-12-01T10:00:00Z"),
        score: 2,
        answers: "{}",
        rewards: 0,
      },
      {
        id: "rec-recent",
        userId: id,
        questionnaireId: "mood-check",
        formCategory: "MOOD",
        datetime: new Date("2025-03-01T10:00:00Z"),
        score: 5,
        answers: "{}",
        rewards: 0,
      },
    ]);
    const saved = await client.post("/api/patient/questionnaires/mood-check/records", {
      answers: { enjoyment: "some-days", "low-mood": "every-day" },
    });
    const answer = await client.get("/api/patient/questionnaires/mood-check/records");
    expect(answer.status).toBe(200);
    expect(answer.body.value.items.map((r: { id: string }) => r.id)).toEqual([
      saved.body.value.id,
      "rec-recent",
    ]);
    expect((await client.get("/api/patient/questionnaires/nope/records")).status).toBe(404);
  });
});
