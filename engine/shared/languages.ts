/**
 * The languages the app speaks, as their one schema (card-schemas/_language.schema.json) lists
 * them, and the one a reader gets when nothing says otherwise: French (docs/features/accounts.md).
 */
import type { Language } from "../../card-schemas/generated/Language";
import languageSchema from "../../card-schemas/_language.schema.json" with { type: "json" };

export type { Language };

export const LANGUAGES = languageSchema.enum as readonly Language[];

export const DEFAULT_LANGUAGE: Language = "fr";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The reader's language: the signed-in user's when there is one, else the first browser language
 * we speak (`fr-CA` counts as `fr`), else the default. The renderer picks its catalog with it and
 * the server the catalog it preloads for a guest (from Accept-Language), so both pick alike.
 */
export function pickLanguage(
  userLanguage: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(userLanguage)) return userLanguage;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
