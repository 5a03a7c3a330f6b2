/** A data value of the catalogue with its texts in the patient's language, as the value cards name it (docs/features/analysis.md). */
import type { AppDeps } from "../../../appDeps";
import { DataValue, type User } from "../../../platform/db/models";
import { ValidationError } from "../../../core/errors";

/** The texts of a data value in the patient's language (the catalogue file's `labels`). */
export interface DataValueTexts {
  name: string;
  unit?: string;
  options?: string[];
  levels?: string[];
}

/** A data value's texts in `language` (else English), from the catalogue file's `labels`. */
export function textsOf(row: DataValue, language: string): DataValueTexts {
  const labels = row.extra?.labels as Partial<Record<string, Record<string, unknown>>> | undefined;
  const texts = labels?.[language] ?? labels?.en ?? {};
  const list = (field: unknown) => (Array.isArray(field) ? field.map(String) : undefined);
  const options = list(texts.options);
  const levels = list(texts.levels);
  return {
    name: typeof texts.name === "string" && texts.name.length > 0 ? texts.name.slice(0, 200) : row.id,
    ...(typeof texts.unit === "string" && texts.unit.length > 0 ? { unit: texts.unit.slice(0, 40) } : {}),
    ...(options ? { options } : {}),
    ...(levels ? { levels } : {}),
  };
}

/** A data value of the catalogue by its id, with its texts; a 400 on `/dataValue` when there is none. */
export async function dataValueOf(deps: AppDeps, user: User, id: string | undefined) {
  if (!id) throw new ValidationError([{ path: "/dataValue", message: "is required for this kind" }]);
  const row = await DataValue.query(deps.db).findById(id);
  if (!row)
    throw new ValidationError([{ path: "/dataValue", message: "is not in the data value catalogue" }]);
  return { row, texts: textsOf(row, user.language) };
}
