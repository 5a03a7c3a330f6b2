/**
 * The patient's data as a FHIR R4 Bundle (type collection): the Patient, an Observation per symptom
 * event and per daily value, a MedicationStatement per medication intake and a
 * QuestionnaireResponse per questionnaire score, each pointing at the Patient. With a connection's
 * `scope` (its download by the doctor), only the kinds it shares over its period, the patient named
 * rather than reached (no e-mail), and an Observation per trigger of a symptom event.
 */
import crypto from "node:crypto";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";

type Resource = Record<string, unknown> & { resourceType: string; id: string };

const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
/** The system of the codes below: this app's own names for symptoms, values, medications. */
const OUTCHI_SYSTEM = "https://schemas.outchi.app/v1/codes";

/** A FHIR id for one of ours: itself when valid, else a stable hash of it. */
function fhirId(kind: string, id: string): string {
  return FHIR_ID.test(id)
    ? id
    : crypto.createHash("sha256").update(`${kind}:${id}`).digest("hex").slice(0, 40);
}

const concept = (kind: string, code: string) => ({
  coding: [{ system: `${OUTCHI_SYSTEM}/${kind}`, code }],
  text: code,
});

/** What a connection lets its reader download: the kinds it shares, its period (local days), whose data. */
export interface FhirScope {
  from: string;
  to: string;
  timeZone: string;
  patientName: string;
  symptoms: boolean;
  medicationIntakes: boolean;
  triggers: boolean;
  questionnaires: boolean;
}

export async function fhirBundle(
  deps: AppDeps,
  user: Pick<User, "id" | "email" | "language">,
  exportedAt: string,
  scope?: FhirScope,
): Promise<Record<string, unknown>> {
  const { db } = deps;
  const patientId = fhirId("Patient", user.id);
  const subject = { reference: `Patient/${patientId}` };
  const resources: Resource[] = [
    {
      resourceType: "Patient",
      id: patientId,
      ...(scope
        ? { name: [{ text: scope.patientName }] }
        : { telecom: [{ system: "email", value: user.email }] }),
      communication: [{ language: { coding: [{ system: "urn:ietf:bcp:47", code: user.language }] } }],
    },
  ];
  /** A local-day column within the scope's period (everything without a scope). */
  const inDays = <Q extends { whereBetween: (column: string, range: [string, string]) => Q }>(
    query: Q,
    column: string,
  ) => (scope ? query.whereBetween(column, [scope.from, scope.to]) : query);
  /** An instant column whose local day is within the scope's period. */
  const inPeriod = <Q extends { whereRaw: (sql: string, bindings: string[]) => Q }>(
    query: Q,
    column: string,
  ) =>
    scope
      ? query.whereRaw(`(${column} at time zone ?)::date between ?::date and ?::date`, [
          scope.timeZone,
          scope.from,
          scope.to,
        ])
      : query;

  const symptoms: Array<{
    id: string;
    symptom: string;
    intensity: number;
    date: string;
    duration: number | null;
    variables: { triggers?: unknown } | null;
  }> =
    !scope || scope.symptoms || scope.triggers
      ? await inDays(db("symptomEvents").where({ userId: user.id }), "date").orderBy("date")
      : [];
  for (const event of symptoms) {
    if (scope?.triggers) {
      const triggers = Array.isArray(event.variables?.triggers) ? event.variables.triggers : [];
      for (const trigger of triggers.filter((one): one is string => typeof one === "string")) {
        resources.push({
          resourceType: "Observation",
          id: fhirId("trigger", `${event.id}:${trigger}`),
          status: "final",
          category: [concept("category", "trigger")],
          code: concept("trigger", trigger),
          subject,
          effectiveDateTime: event.date,
          focus: [{ reference: `Observation/${fhirId("symptom", event.id)}` }],
          valueCodeableConcept: concept("symptom", event.symptom),
        });
      }
    }
    if (scope && !scope.symptoms) continue;
    resources.push({
      resourceType: "Observation",
      id: fhirId("symptom", event.id),
      status: "final",
      category: [concept("category", "symptom")],
      code: concept("symptom", event.symptom),
      subject,
      effectiveDateTime: event.date,
      valueInteger: event.intensity,
      ...(event.duration === null
        ? {}
        : { component: [{ code: concept("field", "duration"), valueInteger: event.duration }] }),
    });
  }

  // Daily values are never part of a connection.
  const daily: Array<{ id: string; value: string; date: string; intensity: number | null }> = scope
    ? []
    : await db("dailyActivities").where({ userId: user.id }).orderBy("date");
  for (const entry of daily) {
    resources.push({
      resourceType: "Observation",
      id: fhirId("daily", entry.id),
      status: "final",
      category: [concept("category", "dailyValue")],
      code: concept("dataValue", entry.value),
      subject,
      effectiveDateTime: entry.date,
      ...(entry.intensity === null
        ? { dataAbsentReason: { text: "no value" } }
        : { valueQuantity: { value: entry.intensity } }),
    });
  }

  const intakes: Array<{ id: string; medicationId: string; name: string | null; datetime: Date }> =
    !scope || scope.medicationIntakes
      ? await inPeriod(
          db("medicationIntakes as i")
            .leftJoin("medications as m", "m.id", "i.medicationId")
            .where("i.userId", user.id),
          "i.datetime",
        )
          .orderBy("i.datetime")
          .select("i.id", "i.medicationId", "m.name", "i.datetime")
      : [];
  for (const intake of intakes) {
    resources.push({
      resourceType: "MedicationStatement",
      id: fhirId("intake", intake.id),
      status: "completed",
      medicationCodeableConcept: {
        ...concept("medication", intake.medicationId),
        text: intake.name ?? intake.medicationId,
      },
      subject,
      effectiveDateTime: intake.datetime.toISOString(),
    });
  }

  const records: Array<{ id: string; questionnaireId: string; datetime: Date; score: number }> =
    !scope || scope.questionnaires
      ? await inPeriod(db("questionnaireRecords").where({ userId: user.id }), "datetime").orderBy("datetime")
      : [];
  for (const record of records) {
    resources.push({
      resourceType: "QuestionnaireResponse",
      id: fhirId("record", record.id),
      questionnaire: `${OUTCHI_SYSTEM}/questionnaire/${record.questionnaireId}`,
      status: "completed",
      subject,
      authored: record.datetime.toISOString(),
      item: [{ linkId: "score", text: "Score", answer: [{ valueDecimal: Number(record.score) }] }],
    });
  }

  return {
    resourceType: "Bundle",
    type: "collection",
    timestamp: exportedAt,
    entry: resources.map((resource) => ({
      fullUrl: `urn:uuid:${uuidOf(`${resource.resourceType}/${resource.id}`)}`,
      resource,
    })),
  };
}

/** A name-based UUID (version 5 layout over SHA-1), so an entry's fullUrl is the same on every export. */
function uuidOf(name: string): string {
  const hex = crypto.createHash("sha1").update(name).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
