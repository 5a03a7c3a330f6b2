/** A stored data value intensity as the patient entered it (engine/tracking/dataValueScale.ts), for the value cards. */
import { SCALED_TYPES, type DataValueType } from "../../../../engine/tracking";
import { unapplyScale, type DataValueScale } from "../../../../engine/tracking";
import type { DataValue } from "../../../platform/db/models";

/** A stored intensity as the patient entered it. */
export function enteredValue(row: DataValue, stored: number): number {
  if (!SCALED_TYPES.has(row.type as DataValueType)) return stored;
  return unapplyScale(row as DataValueScale, stored) ?? stored;
}
