import { SESSION_COOKIE, clearSessionCookie } from "../../platform/http/session";
import { route } from "../../platform/http/route";
import { deleteAccount } from "../accounts";
import { connectionAccessLog } from "./connectionAccessLog";
import { listConnections } from "./connectionList";
import { createConnection } from "./createConnection";
import { deleteConnection } from "./deleteConnection";
import { exportExternal } from "./externalExport";
import { readExternal } from "./externalView";
import { exportPatientData } from "./patientExport";

/** Connections, their external view, and the patient's own data (docs/features/sharing.md). */
export const sharingRoutes = [
  route({
    call: "POST /api/patient/connexion/",
    policy: "patient",
    tag: "sharing",
    summary:
      "Makes a connection: a long random key, the four share toggles, an expiration date (90 days ahead when left out; 400 before today) and an optional password stored hashed (argon2id). Answers the connection with its key and the message DONE. The same client `key` again makes nothing more and answers the first connection; another body under it is refused (422).",
    status: 201,
    message: "DONE",
    async handler({ ctx, user, body, deps }) {
      // The request is kept as a hash of its body: the password enters it as given or not, never as text.
      const kept = { ...body, value: { ...body.value, password: body.value.password !== undefined } };
      const request = body.key && { userId: user.id, key: body.key, route: `POST ${ctx.path}`, body: kept };
      return createConnection(deps, user, body.value, request || undefined);
    },
  }),

  route({
    call: "GET /api/patient/connexion/",
    policy: "patient",
    tag: "sharing",
    summary:
      "The patient's connections, newest first, each CREATED, ACTIVE (read once) or EXPIRED (its expiration date past).",
    async handler({ user, deps }) {
      return listConnections(deps, user);
    },
  }),

  route({
    call: "DELETE /api/patient/connexion/:id",
    policy: "patient",
    tag: "sharing",
    summary:
      "Deletes one of the patient's connections: its key answers 410 from then on. 404 for another patient's.",
    async handler({ user, params, deps }) {
      return deleteConnection(deps, user, params.id);
    },
  }),

  route({
    call: "GET /api/patient/connexion/:id/accessLog",
    policy: "patient",
    tag: "sharing",
    summary:
      "Every outside read of one of the patient's connections, newest first: when, a hash of the address, and how it ended.",
    async handler({ user, params, deps }) {
      return connectionAccessLog(deps, user, params.id);
    },
  }),

  route({
    call: "POST /api/external/:key",
    policy: "public",
    failures: [401, 410],
    tag: "sharing",
    summary:
      "What a connection shares, only the kinds switched on, over its period, whose data it is and each series labelled in `language` (else the patient's). 404 for an unknown key; 401 PASSWORD_REQUIRED, or WRONG_PASSWORD with the tries the address has left; 429 for 15 minutes after 5 wrong passwords from one address, or 50 from all; 410 CONNECTION_GONE when expired or deleted. Every read is written to the access log.",
    async handler({ ctx, params, body, deps }) {
      return readExternal(deps, params.key, body.password, ctx.ip, body.language);
    },
  }),

  route({
    call: "POST /api/external/:key/export",
    policy: "public",
    failures: [401, 410],
    tag: "sharing",
    summary:
      "What a connection shares, over its period, as a download: fhir (an R4 Bundle: the Patient by name, an Observation per symptom event and trigger, a MedicationStatement per intake, a QuestionnaireResponse per score) or pdf (the series by day, in `language`). The same password, lock and access log as the read.",
    raw: true,
    async handler({ ctx, params, body, deps }) {
      const file = await exportExternal(deps, params.key, body, ctx.ip);
      ctx.type = file.contentType;
      ctx.set("Content-Disposition", `attachment; filename="${file.fileName}"`);
      ctx.set("Cache-Control", "no-store");
      return typeof file.body === "string" ? Buffer.from(file.body) : file.body;
    },
  }),

  route({
    call: "GET /api/patient/export",
    policy: "patient",
    tag: "sharing",
    summary:
      "Everything the account holds, from every table with a user column: json (rows by table), csv (table, row, column, value) or fhir (an R4 Bundle: Patient, Observation, MedicationStatement, QuestionnaireResponse); or pdf, the journal and analysis of the last 30 days for a consultation, in the patient's language; as a download.",
    raw: true,
    async handler({ ctx, user, query, deps }) {
      const file = await exportPatientData(deps, user, query.format);
      ctx.type = file.contentType;
      ctx.set("Content-Disposition", `attachment; filename="${file.fileName}"`);
      ctx.set("Cache-Control", "no-store");
      return typeof file.body === "string" ? Buffer.from(file.body) : file.body;
    },
  }),

  route({
    call: "DELETE /api/patient/account",
    policy: "patient",
    failures: [429],
    tag: "sharing",
    summary:
      "Deletes the account and all its data (stored files too) and ends the session; 403 WRONG_PASSWORD when the password is wrong (the caller is signed in, the password does not allow this).",
    async handler({ ctx, user, body, deps }) {
      await deleteAccount(deps, user, body.password);
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (token) await deps.sessions.close(token);
      clearSessionCookie(ctx);
      return {};
    },
  }),
];
