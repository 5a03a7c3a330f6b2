/**
 * What the consultation PDF says (docs/features/analysis.md): over the last 30 days, a summary of
 * each symptom and daily value, every pair the correlations compared (found or not), then the
 * journal day by day, newest first; all in the patient's language. A flat list of blocks that
 * consultationPdf.ts lays out, so the words are testable without reading a PDF.
 */
import { dailyMeans } from "../../../../engine/analysis/analysisSeries";
import { ANALYTICS_WINDOW_DAYS } from "../../../../engine/analysis/analysisWindows";
import { distribution } from "../../../../engine/analysis/valueDistribution";
import { addDays, localDay } from "../../../../engine/shared/dates";
import {
  decodeMultiselect,
  fromSleepAxis,
  isMinuteOfDay,
  localizeQuestionnaire,
  minutesToHour,
  toSleepAxis,
  type DataValueType,
} from "../../../../engine/tracking";
import type { QuestionnaireContent } from "../../../../card-schemas/generated";
import type { AppDeps } from "../../../appDeps";
import { DataValue, type User } from "../../../platform/db/models";
import { dayOf } from "../../../platform/db/dayOf";
import { presentMedication, presentSymptom } from "../../tracking";
import { readCorrelations } from "../correlations";
import { textsOf, type DataValueTexts } from "../cards/dataValueTexts";
import { enteredValue } from "../cards/enteredValue";
import { REPORT_TEXTS, type ReportTexts } from "./reportTexts";

/** One block of the report: a title, a heading, a line of text or an item of a list. */
export interface ReportBlock {
  kind: "title" | "heading" | "subheading" | "text" | "item";
  text: string;
}

/** Values that are neither a number nor a choice: a picture, a place, a free note. */
const NOT_SUMMED: ReadonlySet<string> = new Set(["IMAGE", "LOCALIZATION", "CUSTOM"]);
/** Values read back as words (their options or their levels), counted rather than averaged. */
const CHOICE_TYPES: ReadonlySet<string> = new Set(["INTENSITY_SELECT", "MULTISELECT", "ONOFF"]);

interface ValueOf {
  row: DataValue;
  texts: DataValueTexts;
}

/** A value as the patient entered it, in words where the catalogue has them. */
function formatEntered({ row, texts }: ValueOf, value: number, numbers: Intl.NumberFormat, t: ReportTexts) {
  switch (row.type) {
    case "HOUR":
      return isMinuteOfDay(value) ? minutesToHour(value) : numbers.format(value);
    case "INTENSITY_SELECT":
      return texts.options?.[value] ?? numbers.format(value);
    case "MULTISELECT":
      return (decodeMultiselect(value)?.selected ?? [])
        .map((index) => texts.options?.[index] ?? index + 1)
        .join(", ");
    case "ONOFF":
      return texts.levels?.[value] ?? (value > 0 ? t.yes : t.no);
    case "INTENSITY":
    case "INTENSITY_IN_LINE":
    case "INTENSITY_BULLET":
      return texts.levels?.[value] ?? `${numbers.format(value)} / ${row.maxIntensity ?? 0}`;
    default:
      return texts.unit ? `${numbers.format(value)} ${texts.unit}` : numbers.format(value);
  }
}

/** One line per data value: its days, and its mean and range, or how its choices split. */
function valueSummary(
  value: ValueOf,
  entered: Array<{ date: string; value: number }>,
  numbers: Intl.NumberFormat,
  t: ReportTexts,
) {
  const { row, texts } = value;
  const days = new Set(entered.map((entry) => entry.date)).size;
  if (CHOICE_TYPES.has(row.type) || texts.levels) {
    const slices = distribution(
      {
        type: row.type as DataValueType,
        maxIntensity: row.maxIntensity ?? 0,
        options: texts.options,
        levels: texts.levels,
      },
      entered.map((entry) => entry.value),
    );
    return t.entry(
      texts.name,
      `${t.valueDays(days)}, ${slices.map((slice) => `${slice.label} × ${slice.count}`).join(", ")}`,
    );
  }
  const timeOfDay = row.type === "HOUR";
  const means = dailyMeans(
    entered.map((entry) => ({ date: entry.date, value: timeOfDay ? toSleepAxis(entry.value) : entry.value })),
  ).map((point) => point.value);
  const write = (one: number) =>
    timeOfDay ? minutesToHour(fromSleepAxis(Math.round(one))) : formatEntered(value, one, numbers, t);
  const mean = means.reduce((sum, one) => sum + one, 0) / means.length;
  const range = t.valueRange(write(Math.min(...means)), write(Math.max(...means)));
  return t.entry(texts.name, `${t.valueDays(days)}, ${t.valueMean(write(mean))}, ${range}`);
}

/** The report's blocks for the patient, over the 30 days ending on their today. */
export async function consultationReport(deps: AppDeps, user: User): Promise<ReportBlock[]> {
  const t = REPORT_TEXTS[user.language];
  const today = localDay(deps.now(), user.timeZone);
  const from = addDays(today, -(ANALYTICS_WINDOW_DAYS - 1));
  const numbers = new Intl.NumberFormat(user.language, { maximumFractionDigits: 1 });
  const dateOf = (day: string) =>
    new Intl.DateTimeFormat(user.language, { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const shortDate = (day: string) =>
    new Intl.DateTimeFormat(user.language, { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const inWindow = (column: string) =>
    [`(${column} at time zone ?)::date between ?::date and ?::date`, [user.timeZone, from, today]] as const;

  const [events, activities, intakes, records, correlations] = await Promise.all([
    deps
      .db("symptomEvents")
      .where({ userId: user.id })
      .whereBetween("date", [from, today])
      .orderBy("date")
      .select("symptom", "date", "intensity"),
    deps
      .db("dailyActivities")
      .where({ userId: user.id })
      .whereBetween("date", [from, today])
      .whereNotNull("intensity")
      .orderBy("date")
      .select("value", "date", "intensity"),
    deps
      .db("medicationIntakes as i")
      .join("medications as m", "m.id", "i.medicationId")
      .where("i.userId", user.id)
      .whereRaw(...inWindow("i.datetime"))
      .orderBy("i.datetime")
      .select("m.id", "m.name", "m.extra", "i.datetime"),
    deps
      .db("questionnaireRecords as r")
      .join("questionnaires as q", "q.id", "r.questionnaireId")
      .where("r.userId", user.id)
      .whereRaw(...inWindow("r.datetime"))
      .orderBy("r.datetime")
      .select("r.datetime", "r.score", "q.definition"),
    readCorrelations(deps, user),
  ]);
  const symptomIds = [...new Set(events.map((event) => event.symptom as string))];
  const symptomRows = symptomIds.length
    ? await deps.db("symptoms").whereIn("id", symptomIds).select("id", "extra")
    : [];
  const symptomName = new Map(
    symptomRows.map((row) => [row.id as string, presentSymptom(row, user.language).label]),
  );
  const valueKeys = [...new Set(activities.map((activity) => activity.value as string))];
  const valueRows = valueKeys.length
    ? await DataValue.query(deps.db)
        .whereIn("value", valueKeys)
        .orderBy([{ column: "sortKey" }, { column: "id" }])
    : [];
  const values = new Map(valueRows.map((row) => [row.value, { row, texts: textsOf(row, user.language) }]));
  const entered = (key: string) =>
    activities
      .filter((activity) => activity.value === key)
      .map((activity) => ({
        date: dayOf(activity.date),
        value: enteredValue(values.get(key)!.row, Number(activity.intensity)),
      }));

  const blocks: ReportBlock[] = [
    { kind: "title", text: t.title },
    ...(user.name ? [{ kind: "text" as const, text: t.patient(user.name) }] : []),
    { kind: "text", text: t.period(shortDate(from), shortDate(today)) },
    { kind: "text", text: t.madeOn(shortDate(today)) },
    { kind: "heading", text: t.analysis },
  ];

  if (symptomIds.length > 0) {
    blocks.push({ kind: "subheading", text: t.symptoms });
    for (const symptom of symptomIds) {
      const means = dailyMeans(
        events
          .filter((event) => event.symptom === symptom)
          .map((event) => ({ date: dayOf(event.date), value: Number(event.intensity) })),
      ).map((point) => point.value);
      const mean = means.reduce((sum, one) => sum + one, 0) / means.length;
      blocks.push({
        kind: "item",
        text: t.entry(
          symptomName.get(symptom) ?? symptom,
          t.symptomSummary(means.length, numbers.format(mean), numbers.format(Math.max(...means))),
        ),
      });
    }
  }
  const summed = valueRows.filter((row) => !NOT_SUMMED.has(row.type));
  if (summed.length > 0) {
    blocks.push({ kind: "subheading", text: t.values });
    for (const row of summed)
      blocks.push({
        kind: "item",
        text: valueSummary(values.get(row.value)!, entered(row.value), numbers, t),
      });
  }
  blocks.push({ kind: "subheading", text: t.correlations });
  if (correlations.pairs.length === 0) blocks.push({ kind: "text", text: t.noPairs });
  for (const pair of correlations.pairs)
    blocks.push({
      kind: "item",
      text: (pair.found ? t.pairFound : t.pairNone)(pair.symptomName, pair.dataValueName, pair.pairedDays),
    });
  blocks.push({ kind: "text", text: t.caveat });

  // The journal, newest day first.
  const byDay = new Map<string, string[]>();
  const note = (day: string, line: string) => byDay.set(day, [...(byDay.get(day) ?? []), line]);
  for (const event of events)
    note(
      dayOf(event.date),
      t.entry(
        symptomName.get(event.symptom) ?? event.symptom,
        `${numbers.format(Number(event.intensity))} / 5`,
      ),
    );
  for (const activity of activities) {
    const value = values.get(activity.value);
    if (!value || NOT_SUMMED.has(value.row.type)) continue;
    const shown = formatEntered(value, enteredValue(value.row, Number(activity.intensity)), numbers, t);
    note(dayOf(activity.date), t.entry(value.texts.name, shown));
  }
  for (const intake of intakes)
    note(
      localDay(new Date(intake.datetime), user.timeZone),
      t.entry(t.medication, presentMedication(intake, user.language).label),
    );
  for (const record of records) {
    const definition = (
      typeof record.definition === "string" ? JSON.parse(record.definition) : record.definition
    ) as QuestionnaireContent;
    note(
      localDay(new Date(record.datetime), user.timeZone),
      t.questionnaire(
        localizeQuestionnaire(definition, user.language).title,
        numbers.format(Number(record.score)),
      ),
    );
  }
  blocks.push({ kind: "heading", text: t.journal });
  if (byDay.size === 0) blocks.push({ kind: "text", text: t.nothingRecorded });
  for (const day of [...byDay.keys()].sort().reverse()) {
    blocks.push({ kind: "subheading", text: dateOf(day) });
    for (const line of byDay.get(day)!) blocks.push({ kind: "item", text: line });
  }
  return blocks;
}
