/**
 * The correlations job (server/platform/jobs) computes a patient's correlations over the 30 days ending on
 * their today (engine/analysis/correlation.ts: every pair, both lags, Benjamini–Hochberg across all the
 * tests) and stores every test, the findings marked `found`, in place of the previous run.
 * GET /api/patient/correlations reads what is stored (server/features/analysis/correlations.ts).
 */
import {
  CORRELATION_WINDOW_DAYS,
  findCorrelations,
  isFinding,
  type CorrelationPair,
} from "../../../engine/analysis/correlation";
import { addDays, localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { runUseCase } from "../../core/useCase";
import { analysedPatient, lockRun, saveRun, type AnalysisRun } from "./analysisRuns";
import { dayOf } from "../../platform/db/dayOf";
import { symptomEntries } from "./symptomEntries";

/** Computes and stores; false when the patient no longer exists (deleted since the job was queued). */
export async function computeCorrelations(
  deps: Pick<AppDeps, "db" | "now">,
  patientId: string,
): Promise<boolean> {
  const patient = await analysedPatient(deps.db, patientId);
  if (!patient) return false;
  const now = deps.now();
  const today = localDay(now, patient.timeZone);
  const from = addDays(today, -(CORRELATION_WINDOW_DAYS - 1));
  const [userSymptoms, events, activities] = await Promise.all([
    deps.db("userSymptoms").where({ userId: patientId }).select("symptom"),
    symptomEntries(deps.db, patientId, { from, to: today }),
    deps
      .db("dailyActivities")
      .where({ userId: patientId })
      .whereBetween("date", [from, today])
      .whereNotNull("intensity")
      .select("value", "date", "intensity"),
  ]);
  const symptomIds = [
    ...new Set([...userSymptoms.map((s) => s.symptom as string), ...events.map((e) => e.symptom)]),
  ];
  const valueKeys = [...new Set(activities.map((a) => a.value as string))];
  // Correlations with no matching data value are not shown (docs/features/analysis.md), nor tested.
  const known = new Set<string>(
    valueKeys.length ? await deps.db("dataValues").whereIn("value", valueKeys).pluck("value") : [],
  );
  const pairs: CorrelationPair[] = [];
  for (const symptom of symptomIds) {
    const intensities = events
      .filter((e) => e.symptom === symptom)
      .map((e) => ({ date: e.date, value: e.intensity }));
    for (const dataValue of valueKeys.filter((key) => known.has(key))) {
      const values = activities
        .filter((a) => a.value === dataValue)
        .map((a) => ({ date: dayOf(a.date), value: Number(a.intensity) }));
      pairs.push({ symptom, dataValue, values, intensities });
    }
  }
  const run: AnalysisRun = { from, to: today, computedAt: now };
  await runUseCase(deps.db, {
    // One run of a patient at a time (a job and a first read may meet): the later one replaces.
    load: (trx) => lockRun(trx, patientId, "correlations"),
    decide: () => findCorrelations(pairs).tests,
    write: async (trx, tests) => {
      await trx("correlations").where({ userId: patientId }).delete();
      if (tests.length) {
        await trx("correlations").insert(
          tests.map(({ adjustedPValue, ...test }) => ({
            userId: patientId,
            id: `${test.symptom}_${test.dataValue}_${test.lag}`,
            ...test,
            qValue: adjustedPValue,
            found: isFinding({ adjustedPValue, correlation: test.correlation }),
            windowFrom: run.from,
            windowTo: run.to,
            computedAt: run.computedAt,
          })),
        );
      }
      await saveRun(trx, patientId, "correlations", run);
    },
  });
  return true;
}
