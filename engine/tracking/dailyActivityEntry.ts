/**
 * What a daily activity entry may hold for each data value type, and what is stored for it: the
 * entered intensity is checked against the type's range, then scaled (dataValueScale) where the
 * number is a measure rather than a code.
 */
import type { DataValue } from "../../card-schemas/generated/DataValueCatalogue";
import { applyScale } from "./dataValueScale";
import { isMinuteOfDay } from "./hourEncoding";
import { isMultiselectCode } from "./multiselectEncoding";

export type DataValueType = DataValue["type"];
export type EntryRule = Pick<
  DataValue,
  "type" | "maxIntensity" | "scaleMode" | "intensityMultiplicator" | "intensityConstant"
>;

/** Types whose number is a measure, so scaleMode, multiplicator and constant apply. */
export const SCALED_TYPES: ReadonlySet<DataValueType> = new Set([
  "INTENSITY",
  "INTENSITY_IN_LINE",
  "INTENSITY_BULLET",
  "INTENSITY_SELECT",
  "COUNTER",
  "CUSTOM",
]);

/**
 * Types whose figure only the air and pollen provider gives: without one configured they can never
 * be answered, so they are not offered (docs/features/tracking.md).
 */
export const ENVIRONMENT_VALUE_TYPES: ReadonlySet<DataValueType> = new Set([
  "LOCALIZATION_AIRQUALITY",
  "LOCALIZATION_POLLEN",
]);

/** The plain location type records only that the position was given: intensity 1. */
export const LOCALIZATION_INTENSITY = 1;

const inRange = (n: number, min: number, max: number) => n >= min && n <= max;

/**
 * Why `entered` is not a valid entry for `value`, or null when it is:
 * - INTENSITY, INTENSITY_IN_LINE, INTENSITY_BULLET: a whole number from 0 to maxIntensity
 * - INTENSITY_SELECT: an option index, 0 to maxIntensity − 1 (maxIntensity is the option count)
 * - COUNTER, LOCALIZATION_AIRQUALITY, LOCALIZATION_POLLEN, IMAGE: a number from 0 to maxIntensity
 * - MULTISELECT: the encoding of maxIntensity options (multiselectEncoding)
 * - HOUR: minutes since midnight, 0 to 1439
 * - ONOFF: 0 or 1; LOCALIZATION: 1; CUSTOM: any finite number
 */
export function entryProblem(value: EntryRule, entered: number): string | null {
  if (!Number.isFinite(entered)) return "must be a number";
  const max = value.maxIntensity;
  switch (value.type) {
    case "INTENSITY":
    case "INTENSITY_IN_LINE":
    case "INTENSITY_BULLET":
      return Number.isInteger(entered) && inRange(entered, 0, max)
        ? null
        : `must be a whole number from 0 to ${max}`;
    case "INTENSITY_SELECT":
      return Number.isInteger(entered) && inRange(entered, 0, max - 1)
        ? null
        : `must be an option index from 0 to ${max - 1}`;
    case "COUNTER":
    case "IMAGE":
    case "LOCALIZATION_AIRQUALITY":
    case "LOCALIZATION_POLLEN":
      return inRange(entered, 0, max) ? null : `must be from 0 to ${max}`;
    case "MULTISELECT":
      return isMultiselectCode(entered, max) ? null : `must encode a multiselect of ${max} options`;
    case "HOUR":
      return isMinuteOfDay(entered) ? null : "must be minutes since midnight, 0 to 1439";
    case "ONOFF":
      return entered === 0 || entered === 1 ? null : "must be 0 or 1";
    case "LOCALIZATION":
      return entered === LOCALIZATION_INTENSITY ? null : `must be ${LOCALIZATION_INTENSITY}`;
    case "CUSTOM":
      return null;
  }
}

/** The number stored for a valid entry: scaled for measures, as entered for codes. */
export function storedIntensity(value: EntryRule, entered: number): number {
  return SCALED_TYPES.has(value.type) ? applyScale(value, entered) : entered;
}
