import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import catalogue from "../../../content/dataValues.json" with { type: "json" };
import type { DataValue } from "../../../card-schemas";
import type { Language, User } from "../../platform/db/models";
import { openSession } from "../../platform/http/sessions";
import { createMedications, createPatient, createSymptoms } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/testApp";

const TODAY = "2026-11-26";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  await createSymptoms(t.deps, ["MIGRAINE"]);
  await createMedications(t.deps, ["PARACETAMOL"]);
  await t.db("dataValues").insert(
    (catalogue as DataValue[]).map(({ labels, symptoms, hide, scaleMode, ...value }) => ({
      ...value,
      scaleMode: scaleMode ?? "linear",
      hide: hide ?? false,
      symptoms: JSON.stringify(symptoms),
      extra: JSON.stringify({ labels }),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

/**
 * The text a PDF shows: each content stream inflated, the hex strings of its text operators decoded
 * (PDFKit writes the built-in fonts' text as WinAnsi hex, which latin1 reads for these languages),
 * one line per operator array. Enough to read our own file without a PDF library.
 */
function pdfText(bytes: Buffer): string[] {
  const lines: string[] = [];
  const raw = bytes.toString("latin1");
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
          .join(""),
      );
  }
  return lines;
}

async function patientWithRecords(language: Language): Promise<User> {
  const user = await createPatient(t.deps, { language });
  await t.db("symptomEvents").insert({
    id: `${user.id}_e1`,
    userId: user.id,
    symptom: "MIGRAINE",
    intensity: 4,
    date: "2026-11-24",
  });
  const record = (value: string, date: string, intensity: number) =>
    t
      .db("dailyActivities")
      .insert({ id: `${user.id}_${value}_${date}`, userId: user.id, value, date, intensity });
  await record("mood", "2026-11-24", 4);
  await record("mood", "2026-11-25", 1);
  await record("bedtime", "2026-11-24", 23 * 60 + 30);
  await record("bedtime", "2026-11-25", 30);
  await record("steps", "2026-11-25", 8400);
  await t.db("medicationIntakes").insert({
    id: `${user.id}_i1`,
    userId: user.id,
    medicationId: "PARACETAMOL",
    datetime: "2026-11-24T08:30:00Z",
  });
  return user;
}

/** The PDF as bytes (the test client reads answers as text). */
async function download(user: User): Promise<Response> {
  const token = await openSession(t.db, user.id);
  return fetch(`${t.url}/api/patient/export?format=pdf`, { headers: { Cookie: `sid=${token}` } });
}

describe("GET /api/patient/export?format=pdf", () => {
  it("is the journal and analysis as a PDF in the patient's language, values read as words and times", async () => {
    const user = await patientWithRecords("fr");
    const answer = await download(user);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="outchi-2026-11-26.pdf"');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toContain("Mon journal et mes analyses");
    expect(text).toContain("Du 28 oct. 2026 au 26 nov. 2026");
    expect(text).toContain("Analyses");
    expect(text).toContain("Journal");
    const all = text.join("\n");
    // The analysis: a symptom's summary, the mood's levels counted, a bedtime's mean on the night axis.
    expect(all).toContain("MIGRAINE fr : 1 jour renseigné, intensité moyenne 4 / 5, maximale 4 / 5");
    expect(all).toContain("Humeur : 2 jours renseignés, Mauvaise × 1, Bonne × 1");
    expect(all).toContain("Heure du coucher : 2 jours renseignés, moyenne 00:00, de 23:30 à 00:30");
    // The journal, day by day: the mood in words, the bedtime as a time, the steps grouped as French writes them.
    expect(all).toContain("mercredi 25 novembre 2026");
    expect(all).toContain("Humeur : Bonne");
    expect(all).toContain("Heure du coucher : 23:30");
    expect(all).toContain("Pas : 8\u00a0400 pas");
    expect(all).toContain("Médicament pris : PARACETAMOL fr");
  });

  it("writes English for an English patient, and says when nothing was recorded", async () => {
    const user = await createPatient(t.deps, { language: "en" });
    const answer = await download(user);
    const text = pdfText(Buffer.from(await answer.arrayBuffer()));
    expect(text).toContain("My journal and analysis");
    expect(text.join("\n")).toContain("Nothing was recorded in this period.");
  });
});
