import type { JournalAnswer, JournalDay, QuestionnaireRecordView, RemovedEntry } from "../../../card-schemas";
import { addDays } from "../../../engine/shared/dates";
import { journalDayProblem, oldestCorrectableDay } from "../../../engine/tracking/journalDays";
import { encodeMultiselect } from "../../../engine/tracking/multiselectEncoding";
import { analysisDocument, analyticsPage } from "../analysis/analysisFixtures";
import { FIXTURE_DATE } from "../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../test/mockApi";
import { trackingApi as symptomApi } from "./symptomFixtures";
import { entryFor, trackingApi as dataValueApi } from "./trackingFixtures";

/** A day with nothing recorded, as GET /api/patient/journal answers it. */
export function emptyJournalDay(date: string, today = FIXTURE_DATE): JournalDay {
  return {
    date,
    correctable: journalDayProblem(date, today) === null,
    symptomEvents: [],
    medicationIntakes: [],
    dailyActivities: [],
    pictures: [],
    questionnaires: [],
    cardEntries: [],
    triggerLabels: {},
  };
}

/**
 * A full day: a migraine (with its triggers) and back pain, two intakes, three values, a picture, a
 * questionnaire, and what the deck's cards kept: one good thing, a choice, a stopwatch's time and an
 * answer to the community question.
 */
export function fullJournalDay(date = FIXTURE_DATE, today = FIXTURE_DATE): JournalDay {
  return {
    ...emptyJournalDay(date, today),
    symptomEvents: [
      {
        id: "event-migraine",
        symptom: "MIGRAINE",
        intensity: 4,
        date,
        variables: { comment: "After a long screen day", triggers: ["stress", "screens"] },
        createdAt: `${date}T08:00:00.000Z`,
      },
      {
        id: "event-back",
        symptom: "BACK_PAIN",
        intensity: 1,
        date,
        variables: {},
        createdAt: `${date}T09:00:00.000Z`,
      },
    ],
    medicationIntakes: [
      { id: "intake-1", medicationID: "IBUPROFEN", datetime: `${date}T10:30:00.000Z`, efficiency: 3 },
      { id: "intake-2", medicationID: "PARACETAMOL", datetime: `${date}T18:00:00.000Z` },
    ],
    dailyActivities: [
      entryFor({ value: "bedtime", date, intensity: 1380 }),
      entryFor({ value: "migraineTriggers", date, intensity: encodeMultiselect(7, [0, 4]) }),
      entryFor({ value: "water", date, intensity: 6 }),
    ],
    pictures: [
      {
        fileId: "meal-1",
        access: "private",
        value: "mealPhoto",
        dailyActivityId: `mealPhoto_${date}_p1`,
        createdAt: `${date}T12:00:00.000Z`,
      },
    ],
    questionnaires: [
      {
        id: "record-1",
        questionnaireId: "mood-check",
        title: "Mood check",
        datetime: `${date}T20:00:00.000Z`,
        score: 4,
      },
    ],
    cardEntries: [
      {
        cardId: "card-good-thing",
        taskType: "CUSTOM_ACTIVITY_CARD",
        title: "One good thing",
        doneAt: `${date}T11:00:00.000Z`,
        answers: [
          { label: "What went well", texts: ["A walk in the sun with my sister"] },
          { label: "How did it make you feel?", texts: ["Calm", "Happy"] },
        ],
      },
      {
        cardId: "card-choice",
        taskType: "CHOICE",
        title: "Morning check",
        doneAt: `${date}T13:00:00.000Z`,
        answers: [{ label: "How did you feel when you woke up?", texts: ["Rested"] }],
      },
      {
        cardId: "card-chrono",
        taskType: "CHRONO",
        title: "Breathing exercise",
        doneAt: `${date}T15:00:00.000Z`,
        answers: [{ elapsedMs: 185_000 }],
      },
      {
        cardId: "card-question",
        taskType: "COMMUNITY_QUESTION",
        doneAt: `${date}T16:00:00.000Z`,
        answers: [{ label: "What helps you sleep well?", texts: ["A warm shower"] }],
      },
    ],
    triggerLabels: { stress: "Stress" },
  };
}

export interface JournalApiOptions {
  locale?: string;
  /** The patient's today. */
  today?: string;
  /** The recorded days; any other day is empty. */
  days?: readonly JournalDay[];
  /** The journal read fails. */
  failRead?: boolean;
  /** How many analytics the patient has (symptom charts); none by default. */
  analytics?: number;
}

/** Mock routes of the journal and the catalogues it names, answering like the server. */
export function journalApi(options: JournalApiOptions = {}): MockRoutes {
  const today = options.today ?? FIXTURE_DATE;
  const days = new Map((options.days ?? []).map((day) => [day.date, structuredClone(day)]));
  const dayOf = (date: string) => days.get(date) ?? emptyJournalDay(date, today);
  const removed = (id: string, found: boolean) => ok<RemovedEntry>({ id, removed: found });
  return {
    ...symptomApi(),
    ...dataValueApi({ locale: options.locale }),
    "GET /api/patient/analytics": ({ query }) =>
      ok(analyticsPage(options.analytics ?? 0, Number(query.get("offset") ?? 0))),
    "GET /api/patient/analysis": () => ok(analysisDocument()),
    "GET /api/patient/journal": ({ query }) => {
      if (options.failRead) return fail(503, "DATABASE_UNAVAILABLE", "Try again in a moment");
      const from = query.get("date") ?? query.get("from") ?? today;
      const to = query.get("date") ?? query.get("to") ?? today;
      const answer: JournalAnswer = { today, oldestCorrectable: oldestCorrectableDay(today), days: [] };
      for (let date = from; date <= to; date = addDays(date, 1)) answer.days.push(dayOf(date));
      return ok(answer);
    },
    "DELETE /api/patient/symptomEvents/:id": ({ params }) => {
      const day = [...days.values()].find((d) => d.symptomEvents.some((e) => e.id === params.id));
      if (day) day.symptomEvents = day.symptomEvents.filter((e) => e.id !== params.id);
      return removed(params.id, day !== undefined);
    },
    "DELETE /api/patient/medicationIntakes/:id": ({ params }) => {
      const day = [...days.values()].find((d) => d.medicationIntakes.some((e) => e.id === params.id));
      if (day) day.medicationIntakes = day.medicationIntakes.filter((e) => e.id !== params.id);
      return removed(params.id, day !== undefined);
    },
    "PUT /api/patient/medicationIntakes/:id": ({ params, body }) => ok({ id: params.id, ...body }),
    "DELETE /api/patient/dailyActivity/:date/:value": ({ params }) => {
      const day = days.get(params.date);
      const found = day?.dailyActivities.some((e) => e.value === params.value) ?? false;
      if (day) {
        day.dailyActivities = day.dailyActivities.filter((e) => e.value !== params.value);
        day.pictures = day.pictures.filter((p) => p.value !== params.value);
      }
      return removed(`${params.value}_${params.date}`, found);
    },
  };
}

/** The patient's records of a questionnaire over 90 days, newest first. */
export function questionnaireRecordsApi(records: readonly QuestionnaireRecordView[]): MockRoutes {
  return { "GET /api/patient/questionnaires/:id/records": () => ok({ items: [...records] }) };
}
