/**
 * What an opened connection shares (docs/features/sharing.md): the kinds switched on, over the
 * shared period, as dated series labelled in the reader's language, and whose data it is.
 */
import type { Language, SharedData, SharedKind } from "../../../card-schemas";
import type { QuestionnaireContent } from "../../../card-schemas/generated";
import { sharedPeriod } from "../../../engine/sharing/connections";
import type { AppDeps } from "../../appDeps";
import type { StoredCard } from "../../platform/db/models";
import { presentCard } from "../deck";
import { presentMedication, presentSymptom } from "../tracking";
import type { ConnectionRow } from "./connectionRow";

const TRIGGER_TASK_TYPE = "SYMMTOM_TRIGGER_CARD";

interface DayValue {
  name: string;
  date: string;
  value: number;
}

/** Whose data it is: the profile's first name, else the sign-up name, else the e-mail's part before the @. */
export function patientNameOf(person: {
  firstName: string | null;
  userName: string | null;
  email: string;
}): string {
  return person.firstName?.trim() || person.userName?.trim() || person.email.split("@")[0] || "";
}

/** Rows of (name, day, value), already ordered by name and day, as series labelled by `labels`. */
function series(rows: readonly DayValue[], labels: ReadonlyMap<string, string>): SharedKind {
  const byName = new Map<string, SharedKind[number]>();
  for (const row of rows) {
    let one = byName.get(row.name);
    if (!one)
      byName.set(row.name, (one = { name: row.name, label: labels.get(row.name) ?? row.name, points: [] }));
    one.points.push({ date: row.date, value: Number(row.value) });
  }
  return [...byName.values()];
}

const idsOf = (rows: readonly DayValue[]) => [...new Set(rows.map((row) => row.name))];

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The words of the triggers the patient's trigger cards offered, in `language`. */
async function triggerLabels(
  deps: AppDeps,
  userId: string,
  ids: readonly string[],
  language: Language,
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  if (ids.length === 0) return labels;
  const cards = (await deps
    .db("notifications")
    .where({ userId })
    .whereRaw("parameters->>'taskType' = ?", [TRIGGER_TASK_TYPE])
    .orderBy("date", "desc")
    .limit(200)) as StoredCard[];
  if (cards.length === 0) return labels;
  const catalog = await deps.catalog.get();
  for (const card of cards) {
    const triggers = asRecord(asRecord(presentCard(card, catalog, language).task).params).triggers;
    if (!Array.isArray(triggers)) continue;
    for (const trigger of triggers.map(asRecord)) {
      if (typeof trigger.id === "string" && typeof trigger.label === "string" && !labels.has(trigger.id))
        labels.set(trigger.id, trigger.label);
    }
  }
  return labels;
}

/** The shared period of a connection read today. */
export function periodOf(connection: ConnectionRow, today: string): { from: string; to: string } {
  const createdDay = connection.createdAt.toISOString().slice(0, 10);
  return sharedPeriod(createdDay, connection.expirationDate, today);
}

export async function readSharedSeries(
  deps: AppDeps,
  connection: ConnectionRow & { firstName: string | null; userName: string | null; email: string },
  today: string,
  language: Language,
): Promise<SharedData> {
  const { from, to } = periodOf(connection, today);
  const userId = connection.userId;
  const rows = async (sql: string): Promise<DayValue[]> =>
    (await deps.db.raw<{ rows: DayValue[] }>(sql, { userId, from, to })).rows;
  const data: SharedData = { name: connection.name, patient: patientNameOf(connection), from, to };
  if (connection.symptoms) {
    const found =
      await rows(`select symptom as name, to_char(date, 'YYYY-MM-DD') as date, max(intensity) as value
        from symptom_events where user_id = :userId and date between :from and :to
        group by symptom, date order by symptom, date`);
    const catalogue = (await deps.db("symptoms").whereIn("id", idsOf(found)).select("id", "extra")) as Array<
      Parameters<typeof presentSymptom>[0]
    >;
    const labels = new Map(catalogue.map((row) => [row.id, presentSymptom(row, language).label]));
    data.symptoms = series(found, labels);
  }
  if (connection.medicationIntakes) {
    const found = await rows(`select i.medication_id as name,
          to_char(i.datetime at time zone u.time_zone, 'YYYY-MM-DD') as date, count(*) as value
        from medication_intakes i join users u on u.id = i.user_id
        where i.user_id = :userId
          and (i.datetime at time zone u.time_zone)::date between :from and :to
        group by 1, 2 order by 1, 2`);
    const catalogue = (await deps
      .db("medications")
      .whereIn("id", idsOf(found))
      .select("id", "name", "extra")) as Array<Parameters<typeof presentMedication>[0]>;
    const labels = new Map(catalogue.map((row) => [row.id, presentMedication(row, language).label]));
    data.medicationIntakes = series(found, labels);
  }
  if (connection.triggers) {
    const found =
      await rows(`select t.trigger as name, to_char(e.date, 'YYYY-MM-DD') as date, count(*) as value
        from symptom_events e, jsonb_array_elements_text(coalesce(e.variables->'triggers', '[]')) as t(trigger)
        where e.user_id = :userId and e.date between :from and :to
        group by 1, 2 order by 1, 2`);
    data.triggers = series(found, await triggerLabels(deps, userId, idsOf(found), language));
  }
  if (connection.questionnaires) {
    const found = await rows(`select distinct on (r.questionnaire_id, d.date) r.questionnaire_id as name,
          to_char(d.date, 'YYYY-MM-DD') as date, r.score as value
        from questionnaire_records r join users u on u.id = r.user_id,
          lateral (select (r.datetime at time zone u.time_zone)::date as date) d
        where r.user_id = :userId and d.date between :from and :to
        order by r.questionnaire_id, d.date, r.datetime desc`);
    const definitions = (await deps
      .db("questionnaires")
      .whereIn("id", idsOf(found))
      .select("id", "definition")) as Array<{ id: string; definition: unknown }>;
    const labels = new Map<string, string>();
    for (const row of definitions) {
      const definition = (
        typeof row.definition === "string" ? JSON.parse(row.definition) : row.definition
      ) as Partial<QuestionnaireContent> | null;
      const title = definition?.title?.[language];
      if (typeof title === "string" && title.trim() !== "") labels.set(row.id, title);
    }
    data.questionnaires = series(found, labels);
  }
  return data;
}
