/**
 * The wrapUps job (server/platform/jobs) computes a patient's weekly wrap-up over the last 6 days
 * (docs/features/analysis.md, engine/analysis/weeklyWrapUp.ts) and stores its value analyses in
 * `value_analyses`, in place of the previous run. The wrap-up is read in weeklyWrapUps.ts.
 */
import { localDay } from "../../../engine/shared/dates";
import { weeklyWrapUp, wrapUpWindow } from "../../../engine/analysis/weeklyWrapUp";
import type { AppDeps } from "../../appDeps";
import { runUseCase } from "../../core/useCase";
import { analysedPatient, lockRun, saveRun, type AnalysisRun } from "./analysisRuns";
import { dayOf } from "../../platform/db/dayOf";
import { symptomEntries } from "./symptomEntries";

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
      .where({ userId: patientId })
      .whereBetween("date", [from, to])
      .select("value", "date", "intensity"),
    symptomEntries(deps.db, patientId, { from, to }),
  ]);
  const run: AnalysisRun = { from, to, computedAt: now };
  await runUseCase(deps.db, {
    load: (trx) => lockRun(trx, patientId, "wrapUps"),
    decide: () =>
      weeklyWrapUp(
        activities.map((a) => ({
          value: String(a.value),
          date: dayOf(a.date),
          intensity: a.intensity === null ? null : Number(a.intensity),
        })),
        events,
        today,
      ),
    write: async (trx, scores) => {
      await trx("valueAnalyses").where({ userId: patientId }).delete();
      if (scores.length) {
        await trx("valueAnalyses").insert(
          scores.map((score) => ({
            userId: patientId,
            ...score,
            windowFrom: from,
            windowTo: to,
            computedAt: now,
          })),
        );
      }
      await saveRun(trx, patientId, "wrapUps", run);
    },
  });
  return true;
}
