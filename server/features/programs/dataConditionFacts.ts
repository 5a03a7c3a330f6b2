/**
 * What a program's data conditions (docs/features/programs.md) need to know about a patient: the values of each
 * data value they name, from the patient's daily activities, and the scores of each questionnaire
 * category, by local day, over the widest window ending on `end`; with the data value's name and
 * unit, and a questionnaire of the category with its title, in the patient's language.
 */
import type { Knex } from "knex";
import type { LocalizedText } from "../../../card-schemas";
import type { DataCondition } from "../../../engine/programs/conditionOperators";
import { earliestWindowStart, type DataFacts, type Recorded } from "../../../engine/programs/dataConditions";
import { addDays, localDay } from "../../../engine/shared/dates";
import { localizeDataValue } from "../../../engine/tracking";
import type { Db } from "../../platform/db/connection";
import { readTogether } from "../../platform/db/readTogether";
import { DataValue, type User } from "../../platform/db/models";
import { catalogueEntryOf } from "../tracking";

type Reader = Db | Knex.Transaction;

const unique = (items: string[]) => [...new Set(items)];

/** The values of the data values `ids` names, recorded from `start` to `end`, by id. */
async function dataValueFacts(
  db: Reader,
  user: User,
  ids: string[],
  start: string,
  end: string,
): Promise<Map<string, Recorded>> {
  const facts = new Map<string, Recorded>();
  if (ids.length === 0) return facts;
  const catalogue = await DataValue.query(db).whereIn("id", ids);
  const rows: Array<{ value: string; date: string; intensity: number | string }> =
    catalogue.length === 0
      ? []
      : await db("dailyActivities")
          .where({ userId: user.id })
          .whereIn(
            "value",
            catalogue.map((row) => row.value),
          )
          .whereBetween("date", [start, end])
          .whereNotNull("intensity")
          .orderBy("date")
          .select("value", "date", "intensity");
  for (const row of catalogue) {
    const { label } = localizeDataValue(catalogueEntryOf(row), user.language);
    const values = rows
      .filter((entry) => entry.value === row.value)
      .map((entry) => ({ day: entry.date, value: Number(entry.intensity) }));
    facts.set(row.id, { values, label: label.name, ...(label.unit ? { unit: label.unit } : {}) });
  }
  return facts;
}

/** The scores of the questionnaire `categories`, recorded on local days from `start` to `end`, by category. */
async function questScoreFacts(
  db: Reader,
  user: User,
  categories: string[],
  start: string,
  end: string,
): Promise<Map<string, Recorded>> {
  const facts = new Map<string, Recorded>();
  if (categories.length === 0) return facts;
  // A day wider on each side than any time zone moves a local day; the local days are kept below.
  const [records, questionnaires] = await readTogether(db, [
    () =>
      db("questionnaireRecords")
        .where({ userId: user.id })
        .whereIn("formCategory", categories)
        .andWhere("datetime", ">=", new Date(`${addDays(start, -1)}T00:00:00Z`))
        .andWhere("datetime", "<", new Date(`${addDays(end, 2)}T00:00:00Z`))
        .orderBy("datetime")
        .select("formCategory", "datetime", "score") as Promise<
        Array<{ formCategory: string; datetime: Date | string; score: number | string }>
      >,
    () =>
      db("questionnaires")
        .whereIn("type", categories)
        .orderBy("id")
        .select("id", "type", "definition") as Promise<
        Array<{ id: string; type: string; definition: { title?: Partial<LocalizedText> } }>
      >,
  ]);
  const dated = records.map((record) => ({
    category: record.formCategory,
    day: localDay(new Date(record.datetime), user.timeZone),
    value: Number(record.score),
  }));
  for (const category of categories) {
    // The first questionnaire of the category, by id, is the one offered.
    const questionnaire = questionnaires.find((q) => q.type === category);
    const title = questionnaire?.definition.title?.[user.language] ?? questionnaire?.definition.title?.en;
    const values = dated
      .filter((entry) => entry.category === category && entry.day >= start && entry.day <= end)
      .map(({ day, value }) => ({ day, value }));
    facts.set(category, {
      values,
      ...(questionnaire ? { questionnaireId: questionnaire.id } : {}),
      ...(title ? { label: title } : {}),
    });
  }
  return facts;
}

/** What `conditions`, checked with windows ending on the local day `end`, need to know about `user`. */
export async function dataConditionFacts(
  db: Reader,
  user: User,
  conditions: readonly DataCondition[],
  end: string,
): Promise<DataFacts> {
  const start = earliestWindowStart(conditions, end) ?? end;
  const [dataValues, questScores] = await readTogether(db, [
    () =>
      dataValueFacts(
        db,
        user,
        unique(conditions.flatMap((c) => (c.type === "dataValue" ? [c.dataValue] : []))),
        start,
        end,
      ),
    () =>
      questScoreFacts(
        db,
        user,
        unique(conditions.flatMap((c) => (c.type === "questScore" ? [c.formCategory] : []))),
        start,
        end,
      ),
  ]);
  return { dataValues, questScores };
}
