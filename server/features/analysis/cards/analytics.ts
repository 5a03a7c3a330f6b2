/**
 * GET /api/patient/analytics (docs/features/analysis.md): the analytics the patient's data can
 * draw, each opening its cards through GET /api/patient/analysis with its type as `kind` and its
 * keys. Every source below reads one kind of data; engine/analysis/analyticsList.ts filters and pages.
 */
import type { Analytic, AnalyticsPage, ApiCalls } from "../../../../card-schemas";
import { pageAnalytics } from "../../../../engine/analysis/analyticsList";
import type { AppDeps } from "../../../appDeps";
import { DATA_VALUES_PAGE_SIZE } from "../../../../engine/tracking";
import { localDay } from "../../../../engine/shared/dates";
import { NO_SLEEP_ENTRY, SCREEN_ENTRIES, SLEEP_TIME_ENTRIES } from "../../../../engine/tracking";
import { wrapUpWindow } from "../../../../engine/analysis/weeklyWrapUp";
import { DataValue, type User } from "../../../platform/db/models";
import { presentMedication, presentSymptom } from "../../tracking";
import { programText } from "../../../core/programCatalog";
import { recurringSymptoms } from "./recurringSymptoms";

type AnalyticsQuery = ApiCalls["GET /api/patient/analytics"]["query"];

/** What the sources share: the patient, and the studies they follow with the catalogue's entries. */
interface Context {
  deps: AppDeps;
  user: User;
  studies: Array<{ id: string; title: string; symptoms: string[]; datavalues: string[] }>;
}

const TITLE_MAX = 200;
/** The most symptoms one comparison lists (the schema's limit). */
const MAX_COMPARED = 20;
/** Intensities: a line over time and a pie of the values. */
const PIE_AND_LINE_TYPES: ReadonlySet<string> = new Set([
  "INTENSITY",
  "INTENSITY_IN_LINE",
  "INTENSITY_BULLET",
]);
/** Measures: a line over time. */
const LINE_TYPES: ReadonlySet<string> = new Set([
  "COUNTER",
  "HOUR",
  "LOCALIZATION_AIRQUALITY",
  "LOCALIZATION_POLLEN",
]);

function labelOf(row: DataValue, language: string): string {
  const labels = row.extra?.labels as Partial<Record<string, { name?: unknown }>> | undefined;
  const name = labels?.[language]?.name ?? labels?.en?.name;
  return (typeof name === "string" && name.length > 0 ? name : row.id).slice(0, TITLE_MAX);
}

async function symptomNames(ctx: Context, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.deps.db("symptoms").whereIn("id", ids).select("id", "extra");
  return new Map(rows.map((row) => [row.id as string, presentSymptom(row, ctx.user.language).label]));
}

/** A chart per recurring symptom, then per symptom of a followed study. */
async function symptomAnalytics(ctx: Context): Promise<Analytic[]> {
  const recurring = await recurringSymptoms(ctx.deps, ctx.user);
  const fromStudies = ctx.studies.flatMap((study) => study.symptoms.map((symptom) => ({ symptom, study })));
  const names = await symptomNames(ctx, [...recurring, ...fromStudies.map((one) => one.symptom)]);
  const known = (symptom: string) => names.has(symptom);
  return [
    ...recurring.filter(known).map((symptom) => ({ symptom, studyId: undefined })),
    ...fromStudies.filter((one) => known(one.symptom)).map((one) => ({ ...one, studyId: one.study.id })),
  ].map(({ symptom, studyId }) => ({
    // One id per symptom: the patient's own chart and a program's are one entry (pageAnalytics).
    id: `timeSerie_symptom-${symptom}`,
    type: "timeSerie_symptom",
    name: names.get(symptom)!,
    symptom,
    ...(studyId ? { studyId } : {}),
  }));
}

/** Each symptom's calendar, and the recurring symptoms compared when there are several. */
async function symptomGroupAnalytics(ctx: Context): Promise<Analytic[]> {
  const recurring = await recurringSymptoms(ctx.deps, ctx.user);
  const names = await symptomNames(ctx, recurring);
  const known = recurring.filter((symptom) => names.has(symptom));
  const calendars: Analytic[] = known.map((symptom) => ({
    id: `calendar_symptom-${symptom}`,
    type: "calendar_symptom",
    name: names.get(symptom)!,
    symptom,
  }));
  if (known.length < 2) return calendars;
  const compared = known.slice(0, MAX_COMPARED);
  return [
    ...calendars,
    {
      id: "timeSerie_symptoms",
      type: "timeSerie_symptoms",
      name: compared
        .map((symptom) => names.get(symptom)!)
        .join(", ")
        .slice(0, TITLE_MAX),
      symptoms: compared,
    },
  ];
}

/** The entries the sleep and screen charts draw together: never a chart of their own as well. */
const CHARTED_TOGETHER: ReadonlySet<string> = new Set([...SLEEP_TIME_ENTRIES, ...SCREEN_ENTRIES]);

/** The kinds a data value draws: a line for measures, a pie for choices, pictures; none for the sleep and screen entries. */
function kindsOf({ type, value }: DataValue): Array<"timeSerie" | "dataValue" | "image_list"> {
  if (CHARTED_TOGETHER.has(value)) return [];
  if (type === "IMAGE") return ["image_list"];
  if (type === "MULTISELECT" || type === "INTENSITY_SELECT" || type === "ONOFF") return ["dataValue"];
  if (PIE_AND_LINE_TYPES.has(type)) return ["timeSerie", "dataValue"];
  if (LINE_TYPES.has(type)) return ["timeSerie"];
  return [];
}

/**
 * The data values recorded (in the newest 1000 records) and those of followed studies, each once
 * (pageAnalytics merges a program's entry into the patient's own); the sleep and screen charts when
 * their entries were recorded or a followed study asks for them; the correlations when there are
 * values and recurring symptoms to pair.
 */
async function dataValueAnalytics(ctx: Context): Promise<Analytic[]> {
  const recorded = (await ctx.deps
    .db("dailyActivities")
    .where({ userId: ctx.user.id })
    .orderBy("date", "desc")
    .limit(DATA_VALUES_PAGE_SIZE)
    .select("value")) as Array<{ value: string }>;
  const keys = new Set(recorded.map((row) => row.value));
  const fromStudies = ctx.studies.flatMap((study) =>
    study.datavalues.map((id) => ({ id, studyId: study.id })),
  );
  const rows = await DataValue.query(ctx.deps.db)
    .whereIn("value", [...keys])
    .orWhereIn(
      "id",
      fromStudies.map((one) => one.id),
    )
    .orderBy([{ column: "sortKey" }, { column: "id" }]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = (row: DataValue, studyId?: string): Analytic[] =>
    kindsOf(row).map((type) => ({
      id: type === "image_list" ? "image_list" : `${type}-${row.id}`,
      type,
      name: labelOf(row, ctx.user.language),
      ...(type === "image_list" ? {} : { dataValue: row.id }),
      ...(studyId ? { studyId } : {}),
    }));
  const studyValues = new Set(fromStudies.flatMap((one) => byId.get(one.id)?.value ?? []));
  const entriesChart = (type: "sleep" | "screen", entries: readonly string[]): Analytic[] =>
    entries.some((entry) => keys.has(entry) || studyValues.has(entry))
      ? [{ id: type, type, name: type }]
      : [];
  const pairs = keys.size > 0 && (await recurringSymptoms(ctx.deps, ctx.user)).length > 0;
  return [
    ...rows.filter((row) => keys.has(row.value)).flatMap((row) => items(row)),
    ...fromStudies.flatMap((one) => {
      const row = byId.get(one.id);
      return row ? items(row, one.studyId) : [];
    }),
    ...entriesChart("sleep", [...SLEEP_TIME_ENTRIES, NO_SLEEP_ENTRY]),
    ...entriesChart("screen", SCREEN_ENTRIES),
    ...(pairs ? [{ id: "correlation", type: "correlation" as const, name: "correlation" }] : []),
  ];
}

/** A calendar per medication taken. */
async function medicationAnalytics(ctx: Context): Promise<Analytic[]> {
  const taken = (await ctx.deps
    .db("medicationIntakes as i")
    .join("medications as m", "m.id", "i.medicationId")
    .where("i.userId", ctx.user.id)
    .distinct("m.id")
    .select("m.name", "m.extra")) as Array<{
    id: string;
    name: string;
    extra: Record<string, unknown> | null;
  }>;
  const seen = new Set<string>();
  return taken
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((row) => ({
      id: `calendar_medication-${row.id}`,
      type: "calendar_medication" as const,
      name: presentMedication(row, ctx.user.language).label.slice(0, TITLE_MAX),
      medication: row.id,
    }));
}

/** A score chart per questionnaire category filled. */
async function questionnaireAnalytics(ctx: Context): Promise<Analytic[]> {
  const filled = (await ctx.deps
    .db("questionnaireRecords as r")
    .join("questionnaires as q", "q.id", "r.questionnaireId")
    .where("r.userId", ctx.user.id)
    .groupBy("r.formCategory", "q.id")
    .orderBy("q.id")
    .select("r.formCategory", "q.definition")) as Array<{
    formCategory: string;
    definition: { title?: Record<string, string> };
  }>;
  const seen = new Set<string>();
  return filled
    .filter((row) => !seen.has(row.formCategory) && seen.add(row.formCategory))
    .sort((a, b) => (a.formCategory < b.formCategory ? -1 : 1))
    .map((row) => {
      const titles = row.definition.title;
      return {
        id: `timeserie_questionnaire-${row.formCategory}`,
        type: "timeserie_questionnaire" as const,
        name: (titles?.[ctx.user.language] ?? titles?.en ?? row.formCategory).slice(0, TITLE_MAX),
        questionnaire: row.formCategory,
      };
    });
}

/**
 * The weekly wrap-up (docs/features/analysis.md): offered when the wrap-up job stored value analyses for the
 * patient, or when the patient recorded a value or a symptom in the last 6 days (the wrap-up is
 * then computed on read, server/features/analysis/weeklyWrapUps.ts).
 */
async function weeklyWrapUpAnalytics(ctx: Context): Promise<Analytic[]> {
  const { from, to } = wrapUpWindow(localDay(ctx.deps.now(), ctx.user.timeZone));
  const recent = (table: string) =>
    ctx.deps.db(table).where({ userId: ctx.user.id }).whereBetween("date", [from, to]).first("id");
  const [stored, activity, event] = await Promise.all([
    ctx.deps.db("valueAnalyses").where({ userId: ctx.user.id }).first("userId"),
    recent("dailyActivities"),
    recent("symptomEvents"),
  ]);
  return stored || activity || event
    ? [{ id: "weeklyWrapUp", type: "weeklyWrapUp", name: "weeklyWrapUp" }]
    : [];
}

/** The sources of the list; a helper adding a kind adds its source here. */
const SOURCES: ReadonlyArray<[string, (ctx: Context) => Promise<Analytic[]>]> = [
  ["symptoms", symptomAnalytics],
  ["symptomGroups", symptomGroupAnalytics],
  ["dataValues", dataValueAnalytics],
  ["medications", medicationAnalytics],
  ["questionnaires", questionnaireAnalytics],
  ["weeklyWrapUp", weeklyWrapUpAnalytics],
];

export async function listAnalytics(
  deps: AppDeps,
  user: User,
  query: AnalyticsQuery,
): Promise<AnalyticsPage> {
  const [subscriptions, catalog] = await Promise.all([
    deps.db("studySubscriptions").where({ userId: user.id }).orderBy("studyId").select("studyId"),
    deps.catalog.get(),
  ]);
  const studies = subscriptions.flatMap((row) => {
    const program = catalog.programs.get(row.studyId as string);
    if (!program) return [];
    const title = programText(catalog, user.language, program.id, "title") ?? program.id;
    return [
      {
        id: program.id,
        title: title.slice(0, TITLE_MAX),
        symptoms: program.symptoms ?? [],
        datavalues: program.datavalues ?? [],
      },
    ];
  });
  const ctx: Context = { deps, user, studies };
  const lists = await Promise.all(SOURCES.map(([, read]) => read(ctx)));
  const page = pageAnalytics(lists.flat(), query);
  return { ...page, studies: studies.map(({ id, title }) => ({ id, title })) };
}
