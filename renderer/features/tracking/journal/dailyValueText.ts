import type { LocalizedDataValue } from "../../../../card-schemas";
import { SCALED_TYPES } from "../../../../engine/tracking/dailyActivityEntry";
import { unapplyScale } from "../../../../engine/tracking/dataValueScale";
import { minutesToHour } from "../../../../engine/tracking/hourEncoding";
import { decodeMultiselect } from "../../../../engine/tracking/multiselectEncoding";

/** How a stored value reads: a text to show as is, or a key of the catalog (yes, no, none picked). */
export type DailyValueText =
  { text: string } | { key: "dailyEntry.yes" | "dailyEntry.no" | "journal.value.nonePicked" };

/**
 * A daily value as the patient entered it, from what is stored (engine encodings): hours as
 * HH:MM, multiselects as the options picked, a select as its option, on/off as yes or no, measures
 * unscaled with their unit.
 */
export function dailyValueText(dataValue: LocalizedDataValue, stored: number | null): DailyValueText {
  if (stored === null) return { text: "—" };
  const options = dataValue.label.options ?? [];
  const entered = SCALED_TYPES.has(dataValue.type) ? (unapplyScale(dataValue, stored) ?? stored) : stored;
  switch (dataValue.type) {
    case "HOUR":
      return { text: minutesToHour(stored) };
    case "ONOFF":
      return { key: stored === 1 ? "dailyEntry.yes" : "dailyEntry.no" };
    case "MULTISELECT": {
      const picked = decodeMultiselect(stored)?.selected ?? [];
      const names = picked.map((index) => options[index] ?? String(index));
      return names.length > 0 ? { text: names.join(", ") } : { key: "journal.value.nonePicked" };
    }
    case "INTENSITY_SELECT":
      return { text: options[entered] ?? String(entered) };
    default: {
      const max = dataValue.type.startsWith("INTENSITY") ? ` / ${dataValue.maxIntensity}` : "";
      const unit = dataValue.label.unit ? ` ${dataValue.label.unit}` : "";
      return { text: `${entered}${max}${unit}` };
    }
  }
}
