/** A data value as the patient API sends it: the catalogue entry with its texts in one language. */
import type { DataValue, DataValueLabel } from "../card-schemas/generated/DataValueCatalogue";

export type DataValueLanguage = keyof DataValue["labels"];

export type LocalizedDataValue = Omit<DataValue, "labels"> & {
  /** The texts in the patient's language. */
  label: DataValueLabel;
};

/** The entry with the texts of `language` (English when the language has none). */
export function localizeDataValue(value: DataValue, language: string): LocalizedDataValue {
  const { labels, ...rest } = value;
  const label = Object.hasOwn(labels, language) ? labels[language as DataValueLanguage] : labels.en;
  return { ...rest, label };
}
