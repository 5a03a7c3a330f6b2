/**
 * Reading the `extra` column of an `authors` row (docs/features/authors.md): its lists, its texts,
 * and a text written in several languages.
 */
import type { Language } from "../../../card-schemas";

type Localized = Partial<Record<Language, string>>;

export const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
export const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** The text in `language`, else in the page's other languages in order. */
export function pick(value: unknown, languages: readonly Language[]): string | undefined {
  if (typeof value === "string") return text(value);
  if (!value || typeof value !== "object") return undefined;
  const localized = value as Localized;
  for (const language of languages) {
    const found = text(localized[language]);
    if (found) return found;
  }
  return undefined;
}
