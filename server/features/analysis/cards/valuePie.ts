/**
 * ANALYSIS_VALUE_PIE (analytic type dataValue): how a data value's records of the window split over
 * its choices, values (by the names of their levels, in the patient's language, when the catalogue
 * gives them) or ranges (engine/analysis/valueDistribution.ts).
 */
import type { AnalysisValuePieCard } from "../../../../card-schemas";
import type { DataValueType } from "../../../../engine/tracking";
import { distribution } from "../../../../engine/analysis/valueDistribution";
import type { AnalysisBuilder } from "./builder";
import { dailyEntries } from "./dailyEntries";
import { dataValueOf } from "./dataValueTexts";
import { enteredValue } from "./enteredValue";

const LABEL_MAX = 200;

export const buildValuePie: AnalysisBuilder = async (deps, user, window, query) => {
  const { row, texts } = await dataValueOf(deps, user, query.dataValue);
  const entries = await dailyEntries(deps, user, [row.value], window);
  const slices = distribution(
    {
      type: row.type as DataValueType,
      maxIntensity: row.maxIntensity ?? 0,
      options: texts.options,
      levels: texts.levels,
    },
    entries.map((entry) => enteredValue(row, entry.intensity)),
  ).map((slice) => ({ ...slice, label: slice.label.slice(0, LABEL_MAX) }));
  const card: AnalysisValuePieCard = {
    id: `dataValue-${row.id}`,
    type: "ANALYSIS_VALUE_PIE",
    n: entries.length,
    from: window.from,
    to: window.to,
    dataValue: row.id,
    name: texts.name,
    slices,
  };
  return [card];
};
