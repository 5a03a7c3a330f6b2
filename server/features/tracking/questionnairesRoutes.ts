import { route } from "../../platform/http/route";
import { afterNewData } from "../../platform/jobs/afterNewData";
import { createQuestionnaireRecord } from "./createQuestionnaireRecord";
import { getLastRecord } from "./lastQuestionnaireRecord";
import { getLocalizedQuestionnaire } from "./localizedQuestionnaire";

/** Questionnaires of the content and the patient's records (docs/features/tracking.md); an author's read for the preview. */
export const questionnaireRoutes = [
  route({
    call: "GET /api/patient/questionnaires/:id",
    policy: "patient",
    tag: "questionnaires",
    summary:
      "A questionnaire in the patient's language: questions, answer types, options with their points, rewards, period.",
    async handler({ user, params, deps }) {
      return getLocalizedQuestionnaire(deps.db, user.language, params.id);
    },
  }),

  route({
    call: "GET /api/pro/:proId/questionnaires/:id",
    policy: "pro",
    tag: "questionnaires",
    summary:
      "A questionnaire as a patient reading `lang` (else the author's language) gets it: the author's preview of a QUESTIONNAIRE card draws it.",
    handler: ({ user, params, query, deps }) =>
      getLocalizedQuestionnaire(deps.db, query.lang ?? user.language, params.id),
  }),

  route({
    call: "GET /api/patient/questionnaires/:id/lastRecord",
    policy: "patient",
    tag: "questionnaires",
    summary:
      "The patient's last record of a questionnaire (null if none), its period, and whether its rewards are offered now (the period has elapsed since that record).",
    async handler({ user, params, deps }) {
      return getLastRecord(deps.db, user, params.id, deps.now());
    },
  }),

  route({
    call: "POST /api/patient/questionnaires/:id/records",
    policy: "patient",
    quota: "trackingEntries",
    tag: "questionnaires",
    summary:
      "Save a filled questionnaire: answers checked against it (400 otherwise), score computed here, its rewards paid when the period has elapsed; with a client `id`, a retry answers the record already saved.",
    status: 201,
    async handler({ user, params, body, deps }) {
      const record = await createQuestionnaireRecord(deps.db, user, params.id, body, deps.now());
      await afterNewData(deps.jobs, user.id);
      return record;
    },
  }),
];
