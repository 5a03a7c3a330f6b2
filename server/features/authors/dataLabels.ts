/**
 * The labels of a patient's data in the pro's language (docs/features/authors.md …/data/): from the
 * rows' `extra.labels` or a questionnaire's `definition.title`, else the row's name, else its id.
 */
import type { Language } from "../../../card-schemas";
import { parse } from "./jsonColumn";

export type Labels = Map<string, string>;

export function labelled(
  rows: { id: string; extra?: unknown; name?: string | null; definition?: unknown }[],
  language: Language,
): Labels {
  return new Map(
    rows.map((r) => {
      const texts =
        parse<{ labels?: Partial<Record<Language, string>> } | null>(r.extra)?.labels ??
        parse<{ title?: Partial<Record<Language, string>> } | null>(r.definition)?.title;
      return [r.id, texts?.[language] ?? texts?.en ?? r.name ?? r.id];
    }),
  );
}
