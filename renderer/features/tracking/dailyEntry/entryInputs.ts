import { createElement, type ComponentType } from "react";
import type { DataValueType } from "../../../../engine/tracking/dailyActivityEntry";
import { CounterInput, HourInput, MultiselectInput, OnOffInput } from "./OtherInputs";
import { LocationInput } from "./LocationInput";
import { InLineInput, SelectInput, SliderInput } from "./ScaleInputs";
import type { EntryInputProps } from "./entryTypes";

function BulletInput(props: EntryInputProps) {
  return createElement(InLineInput, { ...props, bullets: true });
}

/**
 * One input per data value type the daily entry asks for. IMAGE is eligible (docs/features/tracking.md) but its
 * upload belongs to the picture tasks' storage, so it has no input here and is left out of the cycle.
 */
export const entryInputs: Partial<Record<DataValueType, ComponentType<EntryInputProps>>> = {
  INTENSITY: SliderInput,
  INTENSITY_IN_LINE: InLineInput,
  INTENSITY_BULLET: BulletInput,
  INTENSITY_SELECT: SelectInput,
  COUNTER: CounterInput,
  MULTISELECT: MultiselectInput,
  LOCALIZATION: LocationInput,
  LOCALIZATION_AIRQUALITY: LocationInput,
  LOCALIZATION_POLLEN: LocationInput,
  ONOFF: OnOffInput,
  HOUR: HourInput,
};

/** True for a type this renderer has an input for. */
export function hasEntryInput(type: DataValueType): boolean {
  return Object.hasOwn(entryInputs, type);
}
