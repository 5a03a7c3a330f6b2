/**
 * GET /api/patient/correlations: the correlations between the patient's recurring symptoms and
 * their daily values over the last 30 days, computed on read (seed 003 §3, §5, §6, §9): every pair
 * is tested, false discoveries are held across all of them (engine/correlation.ts), and only then
 * are the findings filtered and cut to the free or paid length.
 */
import type { CorrelationFilter, CorrelationView, CorrelationsAnswer } from "../../card-schemas";
import {
  findCorrelations,
  type CorrelationPair,
  CORRELATION_WINDOW_DAYS,
  FREE_CORRELATIONS,
  PAID_CORRELATIONS,
} from "../../engine/correlation";
import { isAuthorLinkValid } from "../../engine/authorSubscriptionPrices";
import { addDays, localDay } from "../../engine/dates";
import type { User } from "../db/models";
import type { AppDeps } from "../appDeps";
import { presentDataValue } from "../presenters/dataValue";
import { presentSymptom } from "../presenters/tracking";
import { DataValue } from "../db/models";

export async function listCorrelations(
  deps: AppDeps,
  user: User,
  filter: CorrelationFilter = {},
): Promise<CorrelationsAnswer> {
  const today = localDay(deps.now(), user.timeZone);
  const from = addDays(today, -(CORRELATION_WINDOW_DAYS - 1));
  const [userSymptoms, events, activities, links] = await Promise.all([
    deps.db("userSymptoms").where({ patientusersId: user.id }).select("symptom"),
    deps
      .db("symptomEvents")
      .where({ patientusersId: user.id })
      .whereBetween("date", [from, today])
      .select("symptom", "date", "intensity"),
    deps
      .db("dailyActivities")
      .where({ patientusersId: user.id })
      .whereBetween("date", [from, today])
      .whereNotNull("intensity")
      .select("value", "date", "intensity"),
    deps.db("authorLinks").where({ patientusersId: user.id, payed: true }).select("status", "end"),
  ]);
  const symptomIds = [
    ...new Set([...userSymptoms.map((s) => s.symptom as string), ...events.map((e) => e.symptom as string)]),
  ];
  const valueKeys = [...new Set(activities.map((a) => a.value as string))];
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

  const pairs: CorrelationPair[] = [];
  for (const symptom of symptomIds) {
    const intensities = events
      .filter((e) => e.symptom === symptom)
      .map((e) => ({ date: dayOf(e.date), value: Number(e.intensity) }));
    for (const dataValue of valueKeys) {
      // Correlations with no matching data value are not shown (seed 003 §5), nor tested.
      if (!valueNames.has(dataValue)) continue;
      const values = activities
        .filter((a) => a.value === dataValue)
        .map((a) => ({ date: dayOf(a.date), value: Number(a.intensity) }));
      pairs.push({ symptom, dataValue, values, intensities });
    }
  }
  const { tested, found } = findCorrelations(pairs);
  // The false discovery rate is held across every test above; the filter only picks among them.
  const picked = ({ symptom, dataValue }: { symptom: string; dataValue: string }) =>
    (filter.symptom === undefined || symptom === filter.symptom) &&
    (filter.dataValue === undefined || dataValue === filter.dataValue);
  const items: CorrelationView[] = found.filter(picked).map((finding) => ({
    id: `${finding.symptom}_${finding.dataValue}_${finding.lag}`,
    symptomName: symptomNames.get(finding.symptom) ?? finding.symptom,
    dataValueName: valueNames.get(finding.dataValue) ?? finding.dataValue,
    ...finding,
    from,
    to: today,
  }));
  const paid = links.some((link) => isAuthorLinkValid({ status: link.status, end: dayOf(link.end) }, today));
  const shown = paid ? PAID_CORRELATIONS : FREE_CORRELATIONS;
  return {
    items: items.slice(0, shown),
    total: items.length,
    tested: tested.filter(picked).length,
    from,
    to: today,
    limited: !paid && items.length > shown,
  };
}

/** A `date` column as `YYYY-MM-DD`, whichever way the driver hands it back. */
function dayOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
