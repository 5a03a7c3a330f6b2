/**
 * GET /api/patient/analytics (seed 000 §2 "Analytics list"): the analytics the patient's data can
 * draw, each opening its cards through GET /api/patient/analysis with its type as `kind` and its
 * keys. Every source below reads one kind of data; engine/analyticsList.ts filters and pages.
 */
import type { Analytic, AnalyticsPage, ApiCalls } from "../../../card-schemas";
import { pageAnalytics } from "../../../engine/analyticsList";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../db/models";
import { presentSymptom } from "../../presenters/tracking";
import { programText } from "../programCatalog";
import { recurringSymptoms } from "./reads";

type AnalyticsQuery = ApiCalls["GET /api/patient/analytics"]["query"];

/** What the sources share: the patient, and the studies they follow with the catalogue's entries. */
interface Context {
  deps: AppDeps;
  user: User;
  studies: Array<{ id: string; title: string; symptoms: string[]; datavalues: string[] }>;
}

const TITLE_MAX = 200;

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
    id: studyId ? `timeSerie_symptom-${symptom}-${studyId}` : `timeSerie_symptom-${symptom}`,
    type: "timeSerie_symptom",
    name: names.get(symptom)!,
    symptom,
    ...(studyId ? { studyId } : {}),
  }));
}

/** The sources of the list; each kind's helper adds its own. */
const SOURCES: ReadonlyArray<[string, (ctx: Context) => Promise<Analytic[]>]> = [
  ["symptoms", symptomAnalytics],
];

export async function listAnalytics(
  deps: AppDeps,
  user: User,
  query: AnalyticsQuery,
): Promise<AnalyticsPage> {
  const [subscriptions, catalog] = await Promise.all([
    deps.db("studySubscriptions").where({ patientusersId: user.id }).orderBy("studyId").select("studyId"),
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
