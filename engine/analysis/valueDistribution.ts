/**
 * The data value pie (docs/features/analysis.md): how a data value's records split.
 * A multiselect counts each choice picked, a choice list each choice, an intensity each value (named
 * by the value's levels when it has them: "Good", not "4"), and a measure (a counter…) ranges of its scale.
 */
import type { DataValueType } from "../tracking";
import { decodeMultiselect } from "../tracking";

/** A measure's scale is cut into this many equal ranges. */
export const PIE_RANGES = 5;

export interface PieSlice {
  label: string;
  count: number;
}

export interface DistributionRule {
  type: DataValueType;
  /** The highest value (the option count of a choice list or multiselect). */
  maxIntensity: number;
  /** The choices' texts, in the patient's language, for the choice types. */
  options?: readonly string[];
  /** The names of a scale's levels, 0 to maxIntensity, in the patient's language, when it has them (a mood's). */
  levels?: readonly string[];
}

const INTENSITY_TYPES: ReadonlySet<DataValueType> = new Set([
  "INTENSITY",
  "INTENSITY_IN_LINE",
  "INTENSITY_BULLET",
  "ONOFF",
]);

const clean = (n: number) => Math.round(n * 100) / 100;

/** The slices of `values` (as entered: a measure's scale undone), in the scale's order, empty ones left out. */
export function distribution(rule: DistributionRule, values: readonly number[]): PieSlice[] {
  const counts = new Map<number, number>();
  const labels = new Map<number, string>();
  const add = (key: number, label: string) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    labels.set(key, label);
  };
  const choice = (index: number) => rule.options?.[index] ?? String(index + 1);
  for (const value of values) {
    if (rule.type === "MULTISELECT") {
      for (const index of decodeMultiselect(value)?.selected ?? []) add(index, choice(index));
    } else if (rule.type === "INTENSITY_SELECT") {
      add(value, choice(value));
    } else if (INTENSITY_TYPES.has(rule.type)) {
      add(value, rule.levels?.[value] ?? String(value));
    } else {
      const width = Math.max(rule.maxIntensity, 1) / PIE_RANGES;
      const range = Math.min(Math.max(Math.floor(value / width), 0), PIE_RANGES - 1);
      add(range, `${clean(range * width)}–${clean((range + 1) * width)}`);
    }
  }
  return [...counts.keys()]
    .sort((a, b) => a - b)
    .map((key) => ({ label: labels.get(key)!, count: counts.get(key)! }));
}
