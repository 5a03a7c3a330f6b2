import { dayDiff } from "../../../engine/shared/dates";
import { JOURNAL_CORRECTION_DAYS, JOURNAL_MAX_SPAN_DAYS } from "../../../engine/tracking/journalDays";
import { ValidationError } from "../../core/errors";
import { route } from "../../platform/http/route";
import { afterNewData } from "../../platform/jobs/afterNewData";
import { readJournal } from "./journal";
import { removeDailyActivity } from "./removeDailyActivity";
import { removeMedicationIntake } from "./removeMedicationIntake";
import { removeSymptomEvent } from "./removeSymptomEvent";
import { updateMedicationIntake } from "./updateMedicationIntake";
import { listRecentRecords } from "./recentQuestionnaireRecords";

const CORRECTION_LIMIT = `409 DAY_NOT_CORRECTABLE once its day is more than ${JOURNAL_CORRECTION_DAYS} days back`;

/** The journal (docs/features/tracking.md): reading days and correcting past ones (which queues the patient's analysis jobs, as new data does). */
export const journalRoutes = [
  route({
    call: "GET /api/patient/journal",
    policy: "patient",
    tag: "journal",
    summary: `The patient's record of one day (\`date\`) or of each day from \`from\` to \`to\` (at most ${JOURNAL_MAX_SPAN_DAYS} days): symptom events, medication intakes, daily values, pictures and questionnaire scores, and whether each day may still be corrected.`,
    async handler({ user, query, deps }) {
      const [from, to] = "date" in query ? [query.date, query.date] : [query.from, query.to];
      const days = dayDiff(from, to);
      if (days < 0) throw new ValidationError([{ path: "/to", message: "must not be before from" }]);
      if (days >= JOURNAL_MAX_SPAN_DAYS) {
        throw new ValidationError([
          { path: "/to", message: `must be less than ${JOURNAL_MAX_SPAN_DAYS} days after from` },
        ]);
      }
      return readJournal(deps, user, from, to);
    },
  }),

  route({
    call: "DELETE /api/patient/symptomEvents/:id",
    policy: "patient",
    tag: "journal",
    summary: `Remove one of the patient's symptom events (\`removed: false\` when it is gone already or not theirs; ${CORRECTION_LIMIT}).`,
    async handler({ user, params, deps }) {
      const corrected = await removeSymptomEvent(deps, user, params.id);
      // A correction changes what the correlations and wrap-ups rest on.
      await afterNewData(deps.jobs, user.id);
      return corrected;
    },
  }),

  route({
    call: "PUT /api/patient/medicationIntakes/:id",
    policy: "patient",
    tag: "journal",
    summary: `Replace the medication, time and efficiency of one of the patient's intakes (404 for anyone else's; ${CORRECTION_LIMIT}).`,
    async handler({ user, params, body, deps }) {
      const corrected = await updateMedicationIntake(deps, user, params.id, body);
      // A correction changes what the correlations and wrap-ups rest on.
      await afterNewData(deps.jobs, user.id);
      return corrected;
    },
  }),

  route({
    call: "DELETE /api/patient/medicationIntakes/:id",
    policy: "patient",
    tag: "journal",
    summary: `Remove one of the patient's medication intakes (\`removed: false\` when it is gone already or not theirs; ${CORRECTION_LIMIT}).`,
    async handler({ user, params, deps }) {
      const corrected = await removeMedicationIntake(deps, user, params.id);
      // A correction changes what the correlations and wrap-ups rest on.
      await afterNewData(deps.jobs, user.id);
      return corrected;
    },
  }),

  route({
    call: "DELETE /api/patient/dailyActivity/:date/:value",
    policy: "patient",
    tag: "journal",
    summary: `Remove the patient's entry of a data value on a day, a private picture's included (\`removed: false\` when there is none; ${CORRECTION_LIMIT}).`,
    async handler({ user, params, deps }) {
      const corrected = await removeDailyActivity(deps, user, params.date, params.value);
      // A correction changes what the correlations and wrap-ups rest on.
      await afterNewData(deps.jobs, user.id);
      return corrected;
    },
  }),

  route({
    call: "GET /api/patient/questionnaires/:id/records",
    policy: "patient",
    tag: "questionnaires",
    summary:
      "The patient's records of a questionnaire over the last 90 days, newest first (docs/features/tracking.md).",
    async handler({ user, params, deps }) {
      return { items: await listRecentRecords(deps.db, user, params.id, deps.now()) };
    },
  }),
];
