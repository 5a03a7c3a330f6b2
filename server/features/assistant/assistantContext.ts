/**
 * The summary of one patient's data that the assistant answers from: their goals in progress,
 * programs, tracked symptoms over 30 days and questionnaire scores over 30 days. Every query is
 * filtered on that patient's id; nothing of anyone else is read.
 */
import type { Language } from "../../../card-schemas";
import { averageIntensity, type AssistantSummary } from "../../../engine/assistant/assistantSummary";
import { addDays } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { programText } from "../../core/programCatalog";
import { dayOf } from "../../platform/db/dayOf";

/** Days of symptoms and questionnaires the summary covers (docs/features/assistant.md: 30-day windows). */
export const SUMMARY_WINDOW_DAYS = 30;

type Labelled = { labels?: Partial<Record<Language, string>> } | null;

function parse<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

function labelOf(extra: unknown, language: Language, fallback: string): string {
  const labels = parse<Labelled>(extra)?.labels;
  return labels?.[language] ?? labels?.en ?? fallback;
}

export async function assistantSummary(deps: AppDeps, user: User, today: string): Promise<AssistantSummary> {
  const { db } = deps;
  const language = user.language;
  const since = addDays(today, -SUMMARY_WINDOW_DAYS);
  const [goals, subscriptions, symptoms, events, records, catalog] = await Promise.all([
    db("personalGoals as g")
      .leftJoin("dataValues as v", "v.value", "g.dataValue")
      .where("g.userId", user.id)
      .andWhere("g.status", "INPROGRESS")
      .andWhere("g.end", ">", today)
      .orderBy("g.end")
      .select("g.id", "g.dataValue", "g.typeOfGoal", "g.value", "g.end", "v.extra"),
    db("studySubscriptions as s")
      .join("studies as st", "st.id", "s.studyId")
      .where("s.userId", user.id)
      .whereIn("s.status", ["INPROGRESS", "WAITING_FOR_VALIDATION", "DONE"])
      .orderBy("s.startDate", "desc")
      .select("s.studyId", "s.status", "s.counter", "st.studyDuration"),
    db("userSymptoms as u")
      .leftJoin("symptoms as sy", "sy.id", "u.symptom")
      .where("u.userId", user.id)
      .orderBy("u.symptom")
      .select("u.symptom", "sy.extra"),
    db("symptomEvents")
      .where({ userId: user.id })
      .andWhere("date", ">", since)
      .select("symptom", "intensity"),
    db("questionnaireRecords as r")
      .join("questionnaires as q", "q.id", "r.questionnaireId")
      .where("r.userId", user.id)
      .andWhere("r.datetime", ">", new Date(`${since}T00:00:00Z`))
      .orderBy("r.datetime", "desc")
      .select("r.questionnaireId", "r.score", "r.datetime", "q.definition"),
    deps.catalog.get(),
  ]);

  const latestRecords = new Map<string, (typeof records)[number]>();
  for (const record of records) {
    if (!latestRecords.has(record.questionnaireId)) latestRecords.set(record.questionnaireId, record);
  }
  const definitionTitle = (definition: unknown, fallback: string) => {
    const title = parse<{ title?: Partial<Record<Language, string>> } | null>(definition)?.title;
    return title?.[language] ?? title?.en ?? fallback;
  };

  return {
    today,
    goals: goals.map((g) => ({
      id: String(g.id),
      label: labelOf(g.extra, language, g.dataValue),
      typeOfGoal: g.typeOfGoal,
      value: Number(g.value),
      end: dayOf(g.end),
    })),
    programs: subscriptions.map((s) => ({
      id: String(s.studyId),
      title: programText(catalog, language, s.studyId, "title") ?? s.studyId,
      status: s.status,
      counter: Number(s.counter),
      duration: Number(s.studyDuration),
    })),
    symptoms: symptoms.map((s) => {
      const intensities = events.filter((e) => e.symptom === s.symptom).map((e) => Number(e.intensity));
      return {
        label: labelOf(s.extra, language, s.symptom),
        events: intensities.length,
        average: averageIntensity(intensities),
      };
    }),
    questionnaires: [...latestRecords.values()].map((r) => ({
      title: definitionTitle(r.definition, r.questionnaireId),
      score: Number(r.score),
      date: dayOf(r.datetime),
    })),
  };
}
