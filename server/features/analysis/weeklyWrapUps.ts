/**
 * The weekly wrap-up (docs/features/analysis.md): the patient's value analyses over the last 6 days,
 * computed by the wrapUps job (server/platform/jobs) with engine/analysis/weeklyWrapUp.ts and stored in
 * `value_analyses`; read here, top 5 of each type.
 *
 * As for the correlations: never computed for this patient, computed once on read and stored;
 * computed on an earlier day, answered as stored (with its own window) and a new run queued.
 */
import { localDay } from "../../../engine/shared/dates";
import {
  byScore,
  topOf,
  weeklyWrapUp,
  wrapUpWindow,
  type WrapUpScore,
} from "../../../engine/analysis/weeklyWrapUp";
import type { AppDeps } from "../../appDeps";
import { inTransaction } from "../../platform/db/transaction";
import type { User } from "../../platform/db/models";
import { analysedPatient, lockRun, readRun, saveRun, type AnalysisRun } from "./analysisRuns";
import { dayOf } from "../../platform/db/dayOf";

export interface WeeklyWrapUps {
  /** WEEKLY_WRAP_UP: the values recorded most regularly, best first (at most 5). */
  weekly: WrapUpScore[];
  /** SYMPTOM_WEEKLY_WRAP_UP: the values that went with a lower symptom, best first (at most 5). */
  symptoms: WrapUpScore[];
  /** The 6 days the scores describe. */
  from: string;
  to: string;
}

/** Computes and stores a patient's wrap-up; false when the patient no longer exists. */
export async function computeWeeklyWrapUps(
  deps: Pick<AppDeps, "db" | "now">,
  patientId: string,
): Promise<boolean> {
  const patient = await analysedPatient(deps.db, patientId);
  if (!patient) return false;
  const now = deps.now();
  const today = localDay(now, patient.timeZone);
  const { from, to } = wrapUpWindow(today);
  const [activities, events] = await Promise.all([
    deps
      .db("dailyActivities")
      .where({ patientusersId: patientId })
      .whereBetween("date", [from, to])
      .select("value", "date", "intensity"),
    deps
      .db("symptomEvents")
      .where({ patientusersId: patientId })
      .whereBetween("date", [from, to])
      .select("symptom", "date", "intensity"),
  ]);
  const scores = weeklyWrapUp(
    activities.map((a) => ({
      value: String(a.value),
      date: dayOf(a.date),
      intensity: a.intensity === null ? null : Number(a.intensity),
    })),
    events.map((e) => ({ symptom: String(e.symptom), date: dayOf(e.date), intensity: Number(e.intensity) })),
    today,
  );
  const run: AnalysisRun = { from, to, computedAt: now };
  await inTransaction(deps.db, async (trx) => {
    await lockRun(trx, patientId, "wrapUps");
    await trx("valueAnalyses").where({ patientusersId: patientId }).delete();
    if (scores.length) {
      await trx("valueAnalyses").insert(
        scores.map((score) => ({
          patientusersId: patientId,
          ...score,
          windowFrom: from,
          windowTo: to,
          computedAt: now,
        })),
      );
    }
    await saveRun(trx, patientId, "wrapUps", run);
  });
  return true;
}

/** The top 5 of each type for the patient over the last 6 days (as last computed). */
export async function listWeeklyWrapUps(deps: AppDeps, user: User): Promise<WeeklyWrapUps> {
  const today = localDay(deps.now(), user.timeZone);
  let run = await readRun(deps.db, user.id, "wrapUps");
  if (!run) {
    await computeWeeklyWrapUps(deps, user.id);
    run = (await readRun(deps.db, user.id, "wrapUps"))!;
  } else if (run.to < today) {
    await deps.jobs.enqueue("wrapUps", user.id, { delaySeconds: 0 });
  }
  const rows = (await deps
    .db("valueAnalyses")
    .where({ patientusersId: user.id })
    .select("id", "type", "value", "symptom", "score", "days")) as WrapUpScore[];
  const scores = rows
    .map((row) => ({ ...row, score: Number(row.score), days: Number(row.days) }))
    .sort(byScore);
  return {
    weekly: topOf(scores, "WEEKLY_WRAP_UP"),
    symptoms: topOf(scores, "SYMPTOM_WEEKLY_WRAP_UP"),
    from: run.from,
    to: run.to,
  };
}
