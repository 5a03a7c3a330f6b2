/**
 * GET /api/patient/correlations: the correlations between the patient's recurring symptoms and
 * their daily values over 30 days (docs/features/analysis.md), as the job queue last computed them
 * (computeCorrelations.ts, after new data and every night): every pair was tested and
 * false discoveries held across all of them (engine/analysis/correlation.ts); only then are the findings
 * filtered and cut to the free or paid length (paid: a paid author link, or premium).
 *
 * Never computed for this patient (no job has run yet): computed once here, stored, and answered,
 * so a first look never shows "nothing" for want of a job. Computed on an earlier day: answered as
 * stored, its own window in `from`/`to`, and a new run queued.
 */
import type { CorrelationFilter, CorrelationView, CorrelationsAnswer } from "../../../card-schemas";
import { byStrength, FREE_CORRELATIONS, PAID_CORRELATIONS } from "../../../engine/analysis/correlation";
import { testedPairs } from "../../../engine/analysis/testedPairs";
import { isAuthorLinkValid } from "../../../engine/authors";
import { localDay } from "../../../engine/shared/dates";
import type { User } from "../../platform/db/models";
import type { AppDeps } from "../../appDeps";
import { presentDataValue } from "../tracking";
import { presentSymptom } from "../tracking";
import { DataValue } from "../../platform/db/models";
import { readRun } from "./analysisRuns";
import { computeCorrelations } from "./computeCorrelations";
import { dayOf } from "../../platform/db/dayOf";
import { hasPremium } from "../rewards";

interface StoredTest {
  id: string;
  symptom: string;
  dataValue: string;
  lag: CorrelationView["lag"];
  correlation: number;
  pValue: number;
  pairedDays: number;
  /** The adjusted p-value. */
  qValue: number;
  confidenceScore: number;
  found: boolean;
}

/** A pair tested, named in the patient's language (the correlations card lists them all). */
export interface NamedTestedPair {
  symptom: string;
  symptomName: string;
  dataValue: string;
  dataValueName: string;
  pairedDays: number;
  found: boolean;
}

export async function listCorrelations(
  deps: AppDeps,
  user: User,
  filter: CorrelationFilter = {},
): Promise<CorrelationsAnswer> {
  return (await readCorrelations(deps, user, filter)).answer;
}

/** The answer of GET /api/patient/correlations, and every pair its tests looked at. */
export async function readCorrelations(
  deps: AppDeps,
  user: User,
  filter: CorrelationFilter = {},
): Promise<{ answer: CorrelationsAnswer; pairs: NamedTestedPair[] }> {
  const today = localDay(deps.now(), user.timeZone);
  let run = await readRun(deps.db, user.id, "correlations");
  if (!run) {
    await computeCorrelations(deps, user.id);
    run = (await readRun(deps.db, user.id, "correlations"))!;
  } else if (run.to < today) {
    await deps.jobs.enqueue("correlations", user.id, { delaySeconds: 0 });
  }
  const [stored, links, premium] = await Promise.all([
    deps
      .db("correlations")
      .where({ userId: user.id })
      .select(
        "id",
        "symptom",
        "dataValue",
        "lag",
        "correlation",
        "pValue",
        "pairedDays",
        "qValue",
        "confidenceScore",
        "found",
      ) as Promise<StoredTest[]>,
    deps.db("authorLinks").where({ userId: user.id, payed: true }).select("status", "end"),
    hasPremium(deps.db, user.id, today),
  ]);
  const symptomIds = [...new Set(stored.map((test) => test.symptom))];
  const valueKeys = [...new Set(stored.map((test) => test.dataValue))];
  const [symptomRows, valueRows] = await Promise.all([
    symptomIds.length ? deps.db("symptoms").whereIn("id", symptomIds).select("id", "extra") : [],
    valueKeys.length ? DataValue.query(deps.db).whereIn("value", valueKeys) : [],
  ]);
  const symptomNames = new Map(
    symptomRows.map((row) => [row.id as string, presentSymptom(row, user.language).label]),
  );
  const valueNames = new Map(
    valueRows.map((row) => [row.value, presentDataValue(row, user.language).label.name]),
  );

  // The false discovery rate was held across every stored test; the filter only picks among them.
  // A data value gone from the catalogue since is not shown (docs/features/analysis.md).
  const picked = ({ symptom, dataValue }: { symptom: string; dataValue: string }) =>
    valueNames.has(dataValue) &&
    (filter.symptom === undefined || symptom === filter.symptom) &&
    (filter.dataValue === undefined || dataValue === filter.dataValue);
  const tests = stored.filter(picked);
  const items: CorrelationView[] = tests
    .filter((test) => test.found)
    .map(({ found: _found, qValue, ...test }) => ({ ...test, adjustedPValue: qValue }))
    .sort(byStrength)
    .map((test) => ({
      ...test,
      symptomName: symptomNames.get(test.symptom) ?? test.symptom,
      dataValueName: valueNames.get(test.dataValue) ?? test.dataValue,
      from: run.from,
      to: run.to,
    }));
  const paid =
    premium || links.some((link) => isAuthorLinkValid({ status: link.status, end: dayOf(link.end) }, today));
  const shown = paid ? PAID_CORRELATIONS : FREE_CORRELATIONS;
  const pairs = testedPairs(tests).map((pair) => ({
    ...pair,
    symptomName: symptomNames.get(pair.symptom) ?? pair.symptom,
    dataValueName: valueNames.get(pair.dataValue) ?? pair.dataValue,
  }));
  const answer = {
    items: items.slice(0, shown),
    total: items.length,
    tested: tests.length,
    from: run.from,
    to: run.to,
    limited: !paid && items.length > shown,
  };
  return { answer, pairs };
}
