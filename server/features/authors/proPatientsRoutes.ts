import { route } from "../../platform/http/route";
import { recordDataRead } from "../sharing";
import { endConnection } from "./endConnection";
import { linkedPatient } from "./linkedPatient";
import { listLinkedPatients } from "./linkedPatientList";
import { patientOverview } from "./patientOverview";
import { patientPicture } from "./patientPicture";
import { patientSeries } from "./patientSeries";
import { patientNames } from "./patientNames";
import { patientSummaryForAuthor } from "./patientSummaryForAuthor";
import { setCallStatus } from "./setCallStatus";

const NOT_LINKED = "A patient whose link to the author is not valid today is not found (404).";

/**
 * The author's linked patients (docs/features/authors.md …/user), for the pro who owns `{proId}` only. Every
 * read of a patient's data writes an audit row the patient sees (GET /api/patient/profile/dataAccess).
 */
export const proPatientRoutes = [
  route({
    call: "GET /api/pro/:proId/user",
    policy: "pro",
    tag: "professionals",
    summary:
      "The patients whose link is valid on their today, by name: the link's end, the notification flag and, for a patient who consented to be called (NUMERO_CALL), the call status and number.",
    async handler({ params, deps }) {
      return listLinkedPatients(deps, params.proId);
    },
  }),
  route({
    call: "GET /api/pro/:proId/user/:userId/data/",
    policy: "pro",
    tag: "professionals",
    summary: `The patient's last 30 days as daily series (symptoms, intakes, daily values, questionnaire scores), goals in progress and private pictures; audited. ${NOT_LINKED}`,
    async handler({ user, params, deps }) {
      const linked = await linkedPatient(deps, params.proId, params.userId);
      const names = await patientNames(deps.db, [params.userId]);
      const answer = await patientOverview(deps, linked, names.get(params.userId) ?? "", user.language);
      await recordDataRead(deps, {
        pro: user,
        authorId: params.proId,
        patientId: params.userId,
        what: "DATA",
      });
      return answer;
    },
  }),
  route({
    call: "GET /api/pro/:proId/user/:userId/data/:x",
    policy: "pro",
    tag: "professionals",
    summary: `One kind of the patient's series (symptoms, intakes, dailyValues, questionnaires) over 90 days; audited. ${NOT_LINKED}`,
    async handler({ user, params, deps }) {
      const linked = await linkedPatient(deps, params.proId, params.userId);
      const answer = await patientSeries(deps, linked, params.x, user.language);
      await recordDataRead(deps, {
        pro: user,
        authorId: params.proId,
        patientId: params.userId,
        what: "SERIES",
        detail: params.x,
      });
      return answer;
    },
  }),
  route({
    call: "GET /api/pro/:proId/user/:userId/getImageDailyActivity/:x",
    policy: "pro",
    tag: "professionals",
    summary: `The private picture of the patient's daily entry {x}, from the storage adapter, never cached; audited. 404 for an entry without a picture. ${NOT_LINKED}`,
    raw: true,
    async handler({ ctx, user, params, deps }) {
      const linked = await linkedPatient(deps, params.proId, params.userId);
      const { file, bytes, date } = await patientPicture(deps, linked, params.x);
      await recordDataRead(deps, {
        pro: user,
        authorId: params.proId,
        patientId: params.userId,
        what: "PICTURE",
        detail: date,
      });
      ctx.type = file.contentType;
      ctx.set("Content-Disposition", "inline");
      ctx.set("X-Content-Type-Options", "nosniff");
      ctx.set("Cache-Control", "private, no-store");
      return bytes;
    },
  }),
  route({
    call: "GET /api/pro/:proId/user/:userId/outchiIAHelp/",
    policy: "pro",
    tag: "professionals",
    summary: `The assistant's summary of the patient's recent data for the author (the configured AI service, else the built-in assistant), in the pro's language; audited. 503 ASSISTANT_UNAVAILABLE when the service fails. ${NOT_LINKED}`,
    async handler({ user, params, deps }) {
      const linked = await linkedPatient(deps, params.proId, params.userId);
      const answer = await patientSummaryForAuthor(deps, user, linked);
      await recordDataRead(deps, {
        pro: user,
        authorId: params.proId,
        patientId: params.userId,
        what: "SUMMARY",
      });
      return answer;
    },
  }),
  route({
    call: "PUT /api/pro/:proId/user/:userId/connection/",
    policy: "pro",
    tag: "professionals",
    summary: `{ status: "ENDED" } ends the link today: CANCELED, no day of it valid any more; the unused days of the paid period go back to the patient pro rata from the pro's balance, once, in the same transaction (409 NOT_ENOUGH_REWARDS when the balance no longer holds them), and the patient is told by a deck card and an email; the patient may follow again. ${NOT_LINKED}`,
    async handler({ params, deps }) {
      return endConnection(deps, params.proId, params.userId);
    },
  }),
  route({
    call: "PUT /api/pro/:proId/user/:userId/callStatus/",
    policy: "pro",
    tag: "professionals",
    summary: `Sets the call status (TO_CALL, NONE) of a patient who consented to be called (NUMERO_CALL); 409 NO_CALL_CONSENT otherwise. ${NOT_LINKED}`,
    async handler({ params, body, deps }) {
      return setCallStatus(deps, params.proId, params.userId, body.callStatus);
    },
  }),
];
