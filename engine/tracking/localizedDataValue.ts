/** A data value as the patient API sends it: the catalogue entry with its texts in one language. */
import type { DataValue, LocalizedDataValue } from "../../card-schemas";

export type DataValueLanguage = keyof DataValue["labels"];

/** The entry with the texts of `language` (English when the language has none). */
export function localizeDataValue(value: DataValue, language: string): LocalizedDataValue {
  const { labels, ...rest } = value;
  const label = Object.hasOwn(labels, language) ? labels[language as DataValueLanguage] : labels.en;
  return { ...rest, label };
}
