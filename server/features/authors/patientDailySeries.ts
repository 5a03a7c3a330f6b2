/**
 * One kind of a linked patient's data as daily series for their author's pro (docs/features/authors.md
 * …/data/ and …/data/{x}): symptoms, intakes, daily values or questionnaire scores, labelled.
 */
import type { Language, ProSeries, ProSeriesKind } from "../../../card-schemas";
import { dailySeries, type SeriesEntry } from "../../../engine/authors/patientSeries";
import type { AppDeps } from "../../appDeps";
import { dayOf } from "../../platform/db/dayOf";
import { labelled, type Labels } from "./dataLabels";

function named(series: ReturnType<typeof dailySeries>, labels: Labels): ProSeries[] {
  return series.map((s) => ({ key: s.key, label: labels.get(s.key) ?? s.key, points: s.points }));
}

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** The instant after `day` (UTC): instants are compared by UTC day, as the patient's export does. */
const afterDay = (day: string) => new Date(startOf(day).getTime() + 86_400_000);

/** One kind's series of `patientId` between `from` and `to`, labelled in `language`. */
export async function seriesOf(
  deps: AppDeps,
  kind: ProSeriesKind,
  patientId: string,
  from: string,
  to: string,
  language: Language,
): Promise<ProSeries[]> {
  const { db } = deps;
  switch (kind) {
    case "symptoms": {
      const rows = await db("symptomEvents")
        .where({ userId: patientId })
        .whereBetween("date", [from, to])
        .select("symptom", "date", "intensity");
      const entries: SeriesEntry[] = rows.map((r) => ({
        key: r.symptom,
        date: dayOf(r.date),
        value: Number(r.intensity),
      }));
      const labels = labelled(
        await db("symptoms")
          .whereIn("id", [...new Set(entries.map((e) => e.key))])
          .select("id", "extra"),
        language,
      );
      return named(dailySeries(entries, "mean"), labels);
    }
    case "intakes": {
      const rows = await db("medicationIntakes")
        .where({ userId: patientId })
        .andWhere("datetime", ">=", startOf(from))
        .andWhere("datetime", "<", afterDay(to))
        .select("medicationId", "datetime");
      const entries: SeriesEntry[] = rows.map((r) => ({
        key: r.medicationId,
        date: new Date(r.datetime).toISOString().slice(0, 10),
        value: 1,
      }));
      const labels = labelled(
        await db("medications")
          .whereIn("id", [...new Set(entries.map((e) => e.key))])
          .select("id", "name", "extra"),
        language,
      );
      return named(dailySeries(entries, "count"), labels);
    }
    case "dailyValues": {
      const rows = await db("dailyActivities as a")
        .leftJoin("dataValues as v", "v.value", "a.value")
        .where("a.userId", patientId)
        .whereBetween("a.date", [from, to])
        .whereNotNull("a.intensity")
        .andWhere((q) => q.whereNull("v.type").orWhereNot("v.type", "IMAGE"))
        .select("a.value", "a.date", "a.intensity", "v.extra");
      const entries: SeriesEntry[] = rows.map((r) => ({
        key: r.value,
        date: dayOf(r.date),
        value: Number(r.intensity),
      }));
      const labels = labelled(
        rows.map((r) => ({ id: r.value, extra: r.extra })),
        language,
      );
      return named(dailySeries(entries, "mean"), labels);
    }
    case "questionnaires": {
      const rows = await db("questionnaireRecords as r")
        .join("questionnaires as q", "q.id", "r.questionnaireId")
        .where("r.userId", patientId)
        .andWhere("r.datetime", ">=", startOf(from))
        .andWhere("r.datetime", "<", afterDay(to))
        .select("r.questionnaireId", "r.datetime", "r.score", "q.definition");
      const entries: SeriesEntry[] = rows.map((r) => ({
        key: r.questionnaireId,
        date: new Date(r.datetime).toISOString().slice(0, 10),
        value: Number(r.score),
      }));
      const labels = labelled(
        rows.map((r) => ({ id: r.questionnaireId, definition: r.definition })),
        language,
      );
      return named(dailySeries(entries, "mean"), labels);
    }
  }
}
