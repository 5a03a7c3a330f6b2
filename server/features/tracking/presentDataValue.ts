import type { DailyActivityView, LocalizedDataValue } from "../../../card-schemas";
import type { DataValue as CatalogueEntry } from "../../../card-schemas/generated/DataValueCatalogue";
import { localizeDataValue } from "../../../engine/tracking/localizedDataValue";
import type { DailyActivity, DataValue } from "../../platform/db/models";

/** The catalogue entry a data value row was loaded from (its texts are kept in `extra.labels`). */
export function catalogueEntryOf(row: DataValue): CatalogueEntry {
  const labels = (row.extra?.labels ?? {}) as Partial<CatalogueEntry["labels"]>;
  const fallback = { name: row.id, question: row.id };
  return {
    id: row.id,
    value: row.value,
    category: row.category as CatalogueEntry["category"],
    type: row.type as CatalogueEntry["type"],
    sortKey: row.sortKey,
    scaleMode: row.scaleMode === "logarithmic" ? "logarithmic" : "linear",
    intensityMultiplicator: row.intensityMultiplicator ?? 1,
    intensityConstant: row.intensityConstant ?? 0,
    maxIntensity: row.maxIntensity ?? 1,
    rewards: row.rewards,
    canBeGoal: row.canBeGoal,
    moreIsBetter: row.moreIsBetter,
    hide: row.hide,
    symptoms: row.symptoms,
    all: row.all,
    labels: {
      fr: labels.fr ?? labels.en ?? fallback,
      en: labels.en ?? fallback,
      it: labels.it ?? labels.en ?? fallback,
      es: labels.es ?? labels.en ?? fallback,
    },
  };
}

/** A data value in the patient's language (GET /api/patient/dataValues). */
export function presentDataValue(row: DataValue, language: string): LocalizedDataValue {
  return localizeDataValue(catalogueEntryOf(row), language);
}

/** A daily activity entry as the patient API answers it. */
export function presentDailyActivity(row: DailyActivity): DailyActivityView {
  return {
    id: row.id,
    value: row.value,
    date: row.date,
    intensity: row.intensity,
    // Written from bodies whose schema admits objects only.
    data: (row.data ?? null) as DailyActivityView["data"],
    category: row.category,
    source: row.source,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
