/**
 * The patient's journal (docs/features/tracking.md): everything recorded on each day of a
 * span, gathered from the tables that hold it (symptom events, medication intakes, daily values,
 * pictures, questionnaire records, and the deck's cards for what only they keep), each day in the
 * patient's local time zone.
 */
import type { JournalAnswer, JournalDay, JournalPicture } from "../../../card-schemas";
import { addDays, dayDiff, localDay } from "../../../engine/shared/dates";
import { journalDayProblem, oldestCorrectableDay } from "../../../engine/tracking/journalDays";
import { localizeQuestionnaire } from "../../../engine/tracking/questionnaireRules";
import type { QuestionnaireContent } from "../../../card-schemas/generated";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { presentDailyActivity, presentMedicationIntake, presentSymptomEvent } from "./present";
import { listDailyActivities } from "./dailyActivities";
import { readJournalCards } from "./journalCardEntries";

/** The file a private picture's entry holds, if it holds one. */
function pictureFileOf(data: unknown): string | undefined {
  const fileId =
    typeof data === "object" && data !== null ? (data as { fileId?: unknown }).fileId : undefined;
  return typeof fileId === "string" ? fileId : undefined;
}

function emptyDays(from: string, to: string, today: string): Map<string, JournalDay> {
  const days = new Map<string, JournalDay>();
  for (let n = 0; n <= dayDiff(from, to); n++) {
    const date = addDays(from, n);
    days.set(date, {
      date,
      correctable: journalDayProblem(date, today) === null,
      symptomEvents: [],
      medicationIntakes: [],
      dailyActivities: [],
      pictures: [],
      questionnaires: [],
      cardEntries: [],
      triggerLabels: {},
    });
  }
  return days;
}

async function questionnaireTitles(deps: AppDeps, user: User, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows: { id: string; definition: QuestionnaireContent | string }[] = await deps
    .db("questionnaires")
    .whereIn("id", ids)
    .select("id", "definition");
  return new Map(
    rows.map((row) => {
      const definition = typeof row.definition === "string" ? JSON.parse(row.definition) : row.definition;
      return [row.id, localizeQuestionnaire(definition, user.language).title];
    }),
  );
}

/** The patient's record of each day from `from` to `to` (both included; the route caps the span). */
export async function readJournal(
  deps: AppDeps,
  user: User,
  from: string,
  to: string,
): Promise<JournalAnswer> {
  const today = localDay(deps.now(), user.timeZone);
  const days = emptyDays(from, to, today);
  // The patient's day is their local day (docs/architecture.md): instants are compared in their time zone.
  const inDays = (column: string) =>
    [`(${column} at time zone ?)::date between ?::date and ?::date`, [user.timeZone, from, to]] as const;
  const dayOf = (instant: Date) => localDay(new Date(instant), user.timeZone);

  const [events, intakes, activities, shared, records, cards] = await Promise.all([
    deps
      .db("symptomEvents")
      .where({ userId: user.id })
      .whereBetween("date", [from, to])
      .orderBy([{ column: "date" }, { column: "createdAt" }, { column: "id" }]),
    deps
      .db("medicationIntakes")
      .where({ userId: user.id })
      .whereRaw(...inDays("datetime"))
      .orderBy([{ column: "datetime" }, { column: "id" }]),
    listDailyActivities(deps, user, from, to),
    deps
      .db("socialEvents")
      .where({ userId: user.id, type: "PICTURE" })
      .whereNotNull("fileId")
      .whereRaw(...inDays("created_at"))
      .orderBy([{ column: "createdAt" }, { column: "id" }])
      .select("fileId", "createdAt"),
    deps
      .db("questionnaireRecords")
      .where({ userId: user.id })
      .whereRaw(...inDays("datetime"))
      .orderBy([{ column: "datetime" }, { column: "id" }])
      .select("id", "questionnaireId", "datetime", "score"),
    readJournalCards(deps, user, from, to),
  ]);

  for (const row of events) {
    const day = days.get(row.date);
    if (!day) continue;
    const event = presentSymptomEvent(row);
    day.symptomEvents.push(event);
    for (const trigger of event.variables.triggers ?? []) {
      const label = cards.triggerLabels[trigger];
      if (label !== undefined) day.triggerLabels[trigger] = label;
    }
  }
  for (const { doneAt, entry } of cards.entries) days.get(dayOf(doneAt))?.cardEntries.push(entry);
  for (const row of intakes)
    days.get(dayOf(row.datetime))?.medicationIntakes.push(presentMedicationIntake(row));
  for (const row of activities) {
    const day = days.get(row.date);
    const fileId = pictureFileOf(row.data);
    if (!day) continue;
    if (fileId === undefined) {
      day.dailyActivities.push(presentDailyActivity(row));
      continue;
    }
    const picture: JournalPicture = {
      fileId,
      access: "private",
      value: row.value,
      dailyActivityId: row.id,
      createdAt: new Date(row.updatedAt).toISOString(),
    };
    day.pictures.push(picture);
  }
  for (const row of shared) {
    days.get(dayOf(row.createdAt))?.pictures.push({
      fileId: row.fileId,
      access: "protected",
      createdAt: new Date(row.createdAt).toISOString(),
    });
  }
  const titles = await questionnaireTitles(deps, user, [...new Set(records.map((r) => r.questionnaireId))]);
  for (const row of records) {
    days.get(dayOf(row.datetime))?.questionnaires.push({
      id: row.id,
      questionnaireId: row.questionnaireId,
      title: titles.get(row.questionnaireId) ?? row.questionnaireId,
      datetime: new Date(row.datetime).toISOString(),
      score: Number(row.score),
    });
  }
  return { today, oldestCorrectable: oldestCorrectableDay(today), days: [...days.values()] };
}
