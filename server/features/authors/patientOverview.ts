/**
 * What a linked author reads of a patient at a glance (docs/features/authors.md `GET …/data/`): every
 * kind of their data as daily series, their goals in progress and their private pictures. Every
 * query is filtered on that one patient; the caller has checked the link.
 */
import type { Language, ProPatientData, ProPatientPicture } from "../../../card-schemas";
import { dataWindow, PRO_DATA_WINDOW_DAYS } from "../../../engine/authors/authorInvitations";
import type { AppDeps } from "../../appDeps";
import { dayOf } from "../../platform/db/dayOf";
import { labelled } from "./dataLabels";
import { parse } from "./jsonColumn";
import type { LinkedPatient } from "./linkedPatient";
import { seriesOf } from "./patientDailySeries";

async function pictures(
  deps: AppDeps,
  patientId: string,
  from: string,
  to: string,
): Promise<ProPatientPicture[]> {
  const rows = await deps
    .db("dailyActivities as a")
    .join("dataValues as v", "v.value", "a.value")
    .where({ "a.userId": patientId, "v.type": "IMAGE" })
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
    .where({ "g.userId": patientId, "g.status": "INPROGRESS" })
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
