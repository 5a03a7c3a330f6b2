/**
 * docs/features/tracking.md: scaleMode (default linear), intensityMultiplicator and intensityConstant
 * turn what the patient entered into the number stored in the daily activity, and back.
 * - linear: stored = entered × multiplicator + constant
 * - logarithmic: stored = multiplicator × log10(1 + entered) + constant (0 stays at the constant)
 */
import type { DataValue } from "../../card-schemas/generated/DataValueCatalogue";

export type DataValueScale = Pick<DataValue, "scaleMode" | "intensityMultiplicator" | "intensityConstant">;

export const DEFAULT_SCALE_MODE = "linear";
export const DEFAULT_INTENSITY_MULTIPLICATOR = 1;
export const DEFAULT_INTENSITY_CONSTANT = 0;

// Six decimals: enough for any measure, and 0.1 × 3 stores as 0.3 rather than 0.30000000000000004.
const round = (n: number) => Math.round(n * 1e6) / 1e6;

function parts(scale: DataValueScale) {
  return {
    mode: scale.scaleMode ?? DEFAULT_SCALE_MODE,
    multiplicator: scale.intensityMultiplicator ?? DEFAULT_INTENSITY_MULTIPLICATOR,
    constant: scale.intensityConstant ?? DEFAULT_INTENSITY_CONSTANT,
  };
}

/** The number stored for an entered intensity. */
export function applyScale(scale: DataValueScale, entered: number): number {
  const { mode, multiplicator, constant } = parts(scale);
  if (mode === "logarithmic") {
    if (entered < 0) throw new RangeError("a logarithmic scale takes no negative intensity");
    return round(multiplicator * Math.log10(1 + entered) + constant);
  }
  return round(entered * multiplicator + constant);
}

/** The entered intensity a stored number came from (undefined when the multiplicator is 0). */
export function unapplyScale(scale: DataValueScale, stored: number): number | undefined {
  const { mode, multiplicator, constant } = parts(scale);
  if (multiplicator === 0) return undefined;
  if (mode === "logarithmic") return round(10 ** ((stored - constant) / multiplicator) - 1);
  return round((stored - constant) / multiplicator);
}
