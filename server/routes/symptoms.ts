import { LANGUAGES, type Language } from "../db/models";
import { route } from "../http/route";
import { presentSymptom } from "../presenters/tracking";
import {
  createSymptomEvent,
  listSymptomEvents,
  updateSymptomEvent,
  type SymptomEventInput,
} from "../services/symptomEvents";
import { listSymptoms } from "../services/trackingCatalogue";
import {
  addUserSymptom,
  changeUserSymptom,
  listUserSymptoms,
  removeUserSymptom,
} from "../services/userSymptoms";
import {
  day,
  itemsOf,
  symptomEventBody,
  symptomEventResponse,
  symptomEventUpdateBody,
  userSymptomBody,
} from "./trackingSchemas";

const DEFAULT_LANGUAGE: Language = "fr";
const userSymptom = { type: "object", properties: { id: { type: "string" }, symptom: { type: "string" } } };

/** The symptom catalogue, recurring symptoms and symptom events (seed 001 §3, API.md "Tracking"). */
export const symptomRoutes = [
  route<"guest", Record<string, never>, { lang?: Language }>({
    method: "GET",
    path: "/api/guest/symptoms/",
    policy: "guest",
    tag: "tracking",
    summary: "The symptom catalogue, named in `lang`, else the signed-in user's language, else French.",
    query: { type: "object", properties: { lang: { enum: [...LANGUAGES] } } },
    response: itemsOf({ type: "object", properties: { id: { type: "string" }, label: { type: "string" } } }),
    async handler({ user, query, deps }) {
      const language = query.lang ?? user?.language ?? DEFAULT_LANGUAGE;
      const items = (await listSymptoms(deps.db)).map((row) => presentSymptom(row, language));
      items.sort((a, b) => a.sortKey - b.sortKey || a.id.localeCompare(b.id));
      return { items };
    },
  }),

  route({
    method: "GET",
    path: "/api/patient/userSymptoms",
    policy: "patient",
    tag: "tracking",
    summary: "The patient's recurring symptoms.",
    response: itemsOf(userSymptom),
    async handler({ user, deps }) {
      return { items: await listUserSymptoms(deps.db, user) };
    },
  }),

  route<"patient", { symptom: string }>({
    method: "POST",
    path: "/api/patient/userSymptoms",
    policy: "patient",
    tag: "tracking",
    summary: "Follow a symptom of the catalogue every day; following it again answers the same entry.",
    body: userSymptomBody,
    response: userSymptom,
    status: 201,
    async handler({ user, body, deps }) {
      return addUserSymptom(deps.db, user, body.symptom);
    },
  }),

  route<"patient", { symptom: string }>({
    method: "PUT",
    path: "/api/patient/userSymptoms/:id",
    policy: "patient",
    tag: "tracking",
    summary: "Follow another symptom in this entry's place (409 ALREADY_TRACKED if it is followed already).",
    body: userSymptomBody,
    response: userSymptom,
    async handler({ user, params, body, deps }) {
      return changeUserSymptom(deps.db, user, params.id ?? "", body.symptom);
    },
  }),

  route({
    method: "DELETE",
    path: "/api/patient/userSymptoms/:id",
    policy: "patient",
    tag: "tracking",
    summary: "Stop following a recurring symptom.",
    response: { type: "object", properties: { id: { type: "string" } } },
    async handler({ user, params, deps }) {
      return removeUserSymptom(deps.db, user, params.id ?? "");
    },
  }),

  route<"patient", Record<string, never>, { date: string }>({
    method: "GET",
    path: "/api/patient/symptomEvents",
    policy: "patient",
    tag: "tracking",
    summary: "The patient's symptom events of one day.",
    query: { type: "object", properties: { date: day }, required: ["date"] },
    response: itemsOf(symptomEventResponse),
    async handler({ user, query, deps }) {
      return { items: await listSymptomEvents(deps.db, user, query.date) };
    },
  }),

  route<"patient", SymptomEventInput>({
    method: "POST",
    path: "/api/patient/symptomEvents",
    policy: "patient",
    quota: "trackingEntries",
    tag: "tracking",
    summary:
      "Record a symptom event (intensity 0-5); with a client `id`, a retry answers the event already recorded.",
    body: symptomEventBody,
    response: symptomEventResponse,
    status: 201,
    async handler({ user, body, deps }) {
      return createSymptomEvent(deps.db, user, body);
    },
  }),

  route<"patient", SymptomEventInput>({
    method: "PUT",
    path: "/api/patient/symptomEvents/:id",
    policy: "patient",
    tag: "tracking",
    summary: "Replace one of the patient's symptom events (404 for anyone else's).",
    body: symptomEventUpdateBody,
    response: symptomEventResponse,
    async handler({ user, params, body, deps }) {
      return updateSymptomEvent(deps.db, user, params.id ?? "", body);
    },
  }),
];
