/**
 * GET /api/patient/correlations: the correlations between the patient's recurring symptoms and
 * their daily values over the last 30 days, computed on read (seed 003 §3, §5, §6, §9).
 */
import type { CorrelationFilter, CorrelationView, CorrelationsAnswer } from "../../card-schemas";
import {
  correlationOf,
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

  const items: CorrelationView[] = [];
  for (const symptom of symptomIds) {
    if (filter.symptom !== undefined && symptom !== filter.symptom) continue;
    const intensities = events
      .filter((e) => e.symptom === symptom)
      .map((e) => ({ date: dayOf(e.date), value: Number(e.intensity) }));
    for (const dataValue of valueKeys) {
      if (filter.dataValue !== undefined && dataValue !== filter.dataValue) continue;
      // Correlations with no matching data value are not shown (seed 003 §5).
      const dataValueName = valueNames.get(dataValue);
      if (dataValueName === undefined) continue;
      const values = activities
        .filter((a) => a.value === dataValue)
        .map((a) => ({ date: dayOf(a.date), value: Number(a.intensity) }));
      const result = correlationOf(values, intensities);
      if (!result) continue;
      items.push({
        id: `${symptom}_${dataValue}`,
        symptom,
        symptomName: symptomNames.get(symptom) ?? symptom,
        dataValue,
        dataValueName,
        ...result,
      });
    }
  }
  items.sort((a, b) => Math.abs(b.correlation) - Math.abs(a.correlation) || a.id.localeCompare(b.id));
  const paid = links.some((link) => isAuthorLinkValid({ status: link.status, end: dayOf(link.end) }, today));
  const shown = paid ? PAID_CORRELATIONS : FREE_CORRELATIONS;
  return { items: items.slice(0, shown), total: items.length, limited: !paid && items.length > shown };
}

/** A `date` column as `YYYY-MM-DD`, whichever way the driver hands it back. */
function dayOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
