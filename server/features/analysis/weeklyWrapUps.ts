/**
 * The weekly wrap-up (docs/features/analysis.md): the patient's value analyses over the last 6 days,
 * computed by the wrapUps job (computeWeeklyWrapUps.ts) with engine/analysis/weeklyWrapUp.ts and stored in
 * `value_analyses`; read here, top 5 of each type.
 *
 * As for the correlations: never computed for this patient, computed once on read and stored;
 * computed on an earlier day, answered as stored (with its own window) and a new run queued.
 */
import { localDay } from "../../../engine/shared/dates";
import { byScore, topOf, type WrapUpScore } from "../../../engine/analysis/weeklyWrapUp";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { readRun } from "./analysisRuns";
import { computeWeeklyWrapUps } from "./computeWeeklyWrapUps";

export interface WeeklyWrapUps {
  /** WEEKLY_WRAP_UP: the values recorded most regularly, best first (at most 5). */
  weekly: WrapUpScore[];
  /** SYMPTOM_WEEKLY_WRAP_UP: the values that went with a lower symptom, best first (at most 5). */
  symptoms: WrapUpScore[];
  /** The 6 days the scores describe. */
  from: string;
  to: string;
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
    .where({ userId: user.id })
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
