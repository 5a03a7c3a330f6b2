/**
 * What a linked author reads of a patient (docs/features/authors.md …/data/, …/data/{x},
 * …/getImageDailyActivity/{x}): the patient's tracked data as daily series, their goals and their
 * private pictures. Every query is filtered on that one patient; the caller has checked the link.
 */
import type {
  Language,
  ProPatientData,
  ProPatientPicture,
  ProPatientSeries,
  ProSeries,
  ProSeriesKind,
} from "../../../card-schemas";
import {
  dataWindow,
  PRO_DATA_WINDOW_DAYS,
  PRO_SERIES_WINDOW_DAYS,
} from "../../../engine/authors/authorInvitations";
import { dailySeries, type SeriesEntry } from "../../../engine/authors/patientSeries";
import type { AppDeps } from "../../appDeps";
import { StoredFile } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import type { LinkedPatient } from "./linkedPatients";
import { storageFor } from "../../platform/storage/storage";
import { dayOf } from "../../platform/db/dayOf";

type Labels = Map<string, string>;

function parse<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

function labelled(
  rows: { id: string; extra?: unknown; name?: string | null; definition?: unknown }[],
  language: Language,
): Labels {
  return new Map(
    rows.map((r) => {
      const texts =
        parse<{ labels?: Partial<Record<Language, string>> } | null>(r.extra)?.labels ??
        parse<{ title?: Partial<Record<Language, string>> } | null>(r.definition)?.title;
      return [r.id, texts?.[language] ?? texts?.en ?? r.name ?? r.id];
    }),
  );
}

function named(series: ReturnType<typeof dailySeries>, labels: Labels): ProSeries[] {
  return series.map((s) => ({ key: s.key, label: labels.get(s.key) ?? s.key, points: s.points }));
}

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** The instant after `day` (UTC): instants are compared by UTC day, as the patient's export does. */
const afterDay = (day: string) => new Date(startOf(day).getTime() + 86_400_000);

/** One kind's series of `patientId` between `from` and `to`, labelled in `language`. */
async function seriesOf(
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
        .where({ patientusersId: patientId })
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
        .where({ patientusersId: patientId })
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
        .where("a.patientusersId", patientId)
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
        .where("r.patientusersId", patientId)
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

async function pictures(
  deps: AppDeps,
  patientId: string,
  from: string,
  to: string,
): Promise<ProPatientPicture[]> {
  const rows = await deps
    .db("dailyActivities as a")
    .join("dataValues as v", "v.value", "a.value")
    .where({ "a.patientusersId": patientId, "v.type": "IMAGE" })
    .whereBetween("a.date", [from, to])
    .orderBy([{ column: "a.date", order: "desc" }, "a.value"])
    .limit(100)
    .select("a.id", "a.date", "a.value", "a.data");
  return rows
    .filter((r) => typeof parse<{ fileId?: unknown } | null>(r.data)?.fileId === "string")
    .map((r) => ({ id: String(r.id), date: dayOf(r.date), value: String(r.value) }));
}

async function goals(deps: AppDeps, patientId: string, today: string, language: Language) {
  const rows = await deps
    .db("personalGoals as g")
    .leftJoin("dataValues as v", "v.value", "g.dataValue")
    .where({ "g.patientusersId": patientId, "g.status": "INPROGRESS" })
    .andWhere("g.end", ">", today)
    .orderBy("g.end")
    .limit(50)
    .select("g.id", "g.dataValue", "g.typeOfGoal", "g.value", "g.end", "v.extra");
  const labels = labelled(
    rows.map((g) => ({ id: g.dataValue, extra: g.extra })),
    language,
  );
  return rows.map((g) => ({
    id: String(g.id),
    label: labels.get(g.dataValue) ?? g.dataValue,
    typeOfGoal: String(g.typeOfGoal),
    value: Number(g.value),
    end: dayOf(g.end),
  }));
}

/** GET …/data/: every kind over the last PRO_DATA_WINDOW_DAYS days of the patient's. */
export async function patientOverview(
  deps: AppDeps,
  { patient, today }: LinkedPatient,
  name: string,
  language: Language,
): Promise<ProPatientData> {
  const { from, to } = dataWindow(today, PRO_DATA_WINDOW_DAYS);
  const [symptoms, intakes, dailyValues, questionnaires, goalList, pictureList] = await Promise.all([
    seriesOf(deps, "symptoms", patient.id, from, to, language),
    seriesOf(deps, "intakes", patient.id, from, to, language),
    seriesOf(deps, "dailyValues", patient.id, from, to, language),
    seriesOf(deps, "questionnaires", patient.id, from, to, language),
    goals(deps, patient.id, today, language),
    pictures(deps, patient.id, from, to),
  ]);
  return {
    userId: patient.id,
    name,
    from,
    to,
    symptoms,
    intakes,
    dailyValues,
    questionnaires,
    goals: goalList,
    pictures: pictureList,
  };
}

/** GET …/data/{x}: one kind over the last PRO_SERIES_WINDOW_DAYS days. */
export async function patientSeries(
  deps: AppDeps,
  { patient, today }: LinkedPatient,
  kind: ProSeriesKind,
  language: Language,
): Promise<ProPatientSeries> {
  const { from, to } = dataWindow(today, PRO_SERIES_WINDOW_DAYS);
  return { kind, from, to, series: await seriesOf(deps, kind, patient.id, from, to, language) };
}

/** GET …/getImageDailyActivity/{x}: the private picture of the patient's daily entry `entryId`; 404 otherwise. */
export async function patientPicture(
  deps: AppDeps,
  { patient }: LinkedPatient,
  entryId: string,
): Promise<{ file: StoredFile; bytes: Buffer; date: string }> {
  const entry = await deps
    .db("dailyActivities")
    .where({ id: entryId, patientusersId: patient.id })
    .first("data", "date");
  const fileId = parse<{ fileId?: unknown } | null>(entry?.data)?.fileId;
  if (!entry || typeof fileId !== "string") throw new NotFound();
  const file = await StoredFile.query(deps.db).findById(fileId);
  if (!file || file.patientusersId !== patient.id || file.access !== "private") throw new NotFound();
  const bytes = await storageFor(deps.config).read(file.path);
  if (!bytes) throw new NotFound();
  return { file, bytes, date: dayOf(entry.date) };
}
