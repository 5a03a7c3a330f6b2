import { DEFAULT_LANGUAGE } from "../../../engine/shared/languages";
import { route } from "../../platform/http/route";
import { presentSymptom } from "./present";
import { createSymptomEvent } from "./createSymptomEvent";
import { listSymptomEvents } from "./symptomEvents";
import { updateSymptomEvent } from "./updateSymptomEvent";
import { afterNewData } from "../../platform/jobs/afterNewData";
import { patientToday } from "./journalDayChecks";
import { listSymptoms } from "./symptomCatalogue";
import { addUserSymptom } from "./addUserSymptom";
import { changeUserSymptom } from "./changeUserSymptom";
import { removeUserSymptom } from "./removeUserSymptom";
import { listUserSymptoms } from "./userSymptoms";
import { recordPatientEntry } from "./recordPatientEntry";

/** The symptom catalogue, recurring symptoms and symptom events (docs/features/tracking.md). */
export const symptomRoutes = [
  route({
    call: "GET /api/guest/symptoms/",
    policy: "guest",
    tag: "tracking",
    summary: "The symptom catalogue, named in `lang`, else the signed-in user's language, else French.",
    async handler({ user, query, deps }) {
      const language = query.lang ?? user?.language ?? DEFAULT_LANGUAGE;
      const items = (await listSymptoms(deps.db)).map((row) => presentSymptom(row, language));
      items.sort((a, b) => a.sortKey - b.sortKey || a.id.localeCompare(b.id));
      return { items };
    },
  }),

  route({
    call: "GET /api/patient/userSymptoms",
    policy: "patient",
    tag: "tracking",
    summary: "The patient's recurring symptoms.",
    async handler({ user, deps }) {
      return { items: await listUserSymptoms(deps.db, user) };
    },
  }),

  route({
    call: "POST /api/patient/userSymptoms",
    policy: "patient",
    tag: "tracking",
    summary: "Follow a symptom of the catalogue every day; following it again answers the same entry.",
    status: 201,
    async handler({ user, body, deps }) {
      return addUserSymptom(deps.db, user, body.symptom);
    },
  }),

  route({
    call: "PUT /api/patient/userSymptoms/:id",
    policy: "patient",
    tag: "tracking",
    summary: "Follow another symptom in this entry's place (409 ALREADY_TRACKED if it is followed already).",
    async handler({ user, params, body, deps }) {
      return changeUserSymptom(deps.db, user, params.id, body.symptom);
    },
  }),

  route({
    call: "DELETE /api/patient/userSymptoms/:id",
    policy: "patient",
    tag: "tracking",
    summary: "Stop following a recurring symptom.",
    async handler({ user, params, deps }) {
      return removeUserSymptom(deps.db, user, params.id);
    },
  }),

  route({
    call: "GET /api/patient/symptomEvents",
    policy: "patient",
    tag: "tracking",
    summary: "The patient's symptom events of one day.",
    async handler({ user, query, deps }) {
      return { items: await listSymptomEvents(deps.db, user, query.date) };
    },
  }),

  route({
    call: "POST /api/patient/symptomEvents",
    policy: "patient",
    quota: "trackingEntries",
    tag: "tracking",
    summary:
      "Record the entry of a symptom (intensity 0-5) on today or one of the 90 days before (400 otherwise). A symptom has one entry per day: when the day has one, it is changed (new intensity and details, details left out kept, triggers added) and answered with its own id. With a client `id`, a retry answers the event already recorded; with a client `key`, the same request sent again answers the first answer.",
    status: 201,
    handler: (request) => recordPatientEntry(request, createSymptomEvent),
  }),

  route({
    call: "PUT /api/patient/symptomEvents/:id",
    policy: "patient",
    tag: "tracking",
    summary:
      "Replace one of the patient's symptom events (404 for anyone else's; 409 DAY_NOT_CORRECTABLE once its day is more than 90 days back; 409 SYMPTOM_ALREADY_RECORDED when another entry holds that symptom on that day).",
    async handler({ user, params, body, deps }) {
      const event = await updateSymptomEvent(deps.db, user, params.id, body, patientToday(deps, user));
      await afterNewData(deps.jobs, user.id);
      return event;
    },
  }),
];
