/**
 * When the job queue last computed a kind of analysis for a patient, and over which days: a read
 * tells "never computed" (no run) from "computed, nothing found" (a run and no rows).
 */
import type { Knex } from "knex";
import type { Db } from "../../platform/db/connection";
import { dayOf } from "../../platform/db/dayOf";

export type AnalysisKind = "correlations" | "wrapUps";

export interface AnalysisRun {
  from: string;
  to: string;
  computedAt: Date;
}

/** A patient whose analyses a job computes: their id and time zone (their today), if they still exist. */
export interface AnalysedPatient {
  id: string;
  timeZone: string;
}

export async function analysedPatient(db: Db, patientId: string): Promise<AnalysedPatient | undefined> {
  return (await db("users").where({ id: patientId, role: "patient" }).first("id", "timeZone")) as
    AnalysedPatient | undefined;
}

export async function readRun(
  db: Db,
  patientId: string,
  kind: AnalysisKind,
): Promise<AnalysisRun | undefined> {
  const row = await db("analysisRuns").where({ userId: patientId, kind }).first();
  if (!row) return undefined;
  return { from: dayOf(row.windowFrom), to: dayOf(row.windowTo), computedAt: new Date(row.computedAt) };
}

export async function saveRun(
  trx: Knex.Transaction,
  patientId: string,
  kind: AnalysisKind,
  run: AnalysisRun,
): Promise<void> {
  await trx("analysisRuns")
    .insert({
      userId: patientId,
      kind,
      windowFrom: run.from,
      windowTo: run.to,
      computedAt: run.computedAt,
    })
    .onConflict(["userId", "kind"])
    .merge();
}

/** Holds the patient's run of `kind` to this transaction: two computations of it take turns. */
export async function lockRun(trx: Knex.Transaction, patientId: string, kind: AnalysisKind): Promise<void> {
  await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [`analysis:${kind}:${patientId}`]);
}
