import type {
  CatalogueMedication,
  CatalogueSymptom,
  SymptomEventView,
  UserSymptomView,
} from "../../../card-schemas";
import type { ApiCallKey } from "../../app/api/client";
import { FIXTURE_DATE } from "../../test/fixtures";
import { fail, ok, type MockHandler, type MockRoutes } from "../../test/mockApi";

/** When the mock server says it recorded an event. */
const RECORDED_AT = `${FIXTURE_DATE}T08:00:00.000Z`;

/** Symptom and medication check-ins for stories and tests: catalogues, a patient, a mock API. */
const labels: Record<string, Record<string, string>> = {
  MIGRAINE: { en: "Migraine", fr: "Migraine", it: "Emicrania", es: "Migraña" },
  BACK_PAIN: { en: "Back pain", fr: "Mal de dos", it: "Mal di schiena", es: "Dolor de espalda" },
  ANXIETY: { en: "Anxiety", fr: "Anxiété", it: "Ansia", es: "Ansiedad" },
  ECZEMA: { en: "Eczema", fr: "Eczéma", it: "Eczema", es: "Eccema" },
  FATIGUE: { en: "Fatigue", fr: "Fatigue", it: "Stanchezza", es: "Cansancio" },
};

export function symptomCatalogue(locale = "en"): CatalogueSymptom[] {
  return Object.keys(labels).map((id, index) => ({
    id,
    label: labels[id]?.[locale] ?? id,
    category: "GENERAL",
    top: id !== "FATIGUE",
    askMigraineType: id === "MIGRAINE",
    sortKey: (index + 1) * 10,
  }));
}

export const medicationCatalogue: CatalogueMedication[] = [
  { id: "IBUPROFEN", name: "Ibuprofen", label: "Ibuprofen", symptoms: ["MIGRAINE", "BACK_PAIN"] },
  { id: "PARACETAMOL", name: "Paracetamol", label: "Paracetamol", symptoms: ["MIGRAINE", "BACK_PAIN"] },
  { id: "SUMATRIPTAN", name: "Sumatriptan", label: "Sumatriptan", symptoms: ["MIGRAINE"] },
];

export const recurringSymptoms: UserSymptomView[] = [
  { id: "us-1", symptom: "MIGRAINE" },
  { id: "us-2", symptom: "BACK_PAIN" },
];

export interface TrackingApiOptions {
  /** The patient's recurring symptoms (changed by POST userSymptoms). */
  recurring?: UserSymptomView[];
  /** Today's events (GET symptomEvents). */
  events?: SymptomEventView[];
  /** Every write answers this error instead. */
  failWrites?: { status: number; code: string };
  /** The patient's own lists (recurring symptoms, events, medications) answer this error instead. */
  failReads?: { status: number; code: string };
  /** Delay of every answer, to show the loading states. */
  delayMs?: number;
}

/** Mock routes of the tracking API, answering like the server (localized catalogue, 201 creates). */
export function trackingApi(options: TrackingApiOptions = {}): MockRoutes {
  const recurring = [...(options.recurring ?? recurringSymptoms)];
  const events = [...(options.events ?? [])];
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  const read =
    <K extends ApiCallKey>(answer: MockHandler<K>): MockHandler<K> =>
    async (request) => {
      await wait();
      if (options.failReads) return fail(options.failReads.status, options.failReads.code);
      return answer(request);
    };
  const write =
    <K extends ApiCallKey>(answer: MockHandler<K>): MockHandler<K> =>
    async (request) => {
      await wait();
      if (options.failWrites) return fail(options.failWrites.status, options.failWrites.code);
      return answer(request);
    };
  return {
    "GET /api/guest/symptoms/": async ({ query }) => {
      await wait();
      return ok({ items: symptomCatalogue(query.get("lang") ?? "en") });
    },
    "GET /api/patient/userSymptoms": read(() => ok({ items: recurring })),
    "POST /api/patient/userSymptoms": write(({ body: { symptom } }) => {
      const entry = { id: `us-${symptom}`, symptom };
      if (!recurring.some((r) => r.symptom === symptom)) recurring.push(entry);
      return ok(entry, 201);
    }),
    "GET /api/patient/medications": read(() => ok({ items: medicationCatalogue })),
    "GET /api/patient/symptomEvents": read(() => ok({ items: events })),
    "POST /api/patient/symptomEvents": write(({ body }) => {
      const id = body.id ?? `event-${body.symptom}`;
      return ok({ ...body, variables: body.variables ?? {}, id, createdAt: RECORDED_AT }, 201);
    }),
    "PUT /api/patient/symptomEvents/:id": write(({ body, params }) =>
      ok({ variables: {}, ...body, id: params.id, createdAt: RECORDED_AT }),
    ),
    "POST /api/patient/medicationIntakes": write(({ body }) =>
      ok({ ...body, id: body.id ?? `intake-${body.medicationID}` }, 201),
    ),
  };
}
