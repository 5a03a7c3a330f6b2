/**
 * The languages the app speaks, as their one schema (card-schemas/_language.schema.json) lists
 * them, and the one a reader gets when nothing says otherwise: French (seed 001).
 */
import type { Language } from "../card-schemas/generated/Language";
import languageSchema from "../card-schemas/_language.schema.json" with { type: "json" };

export type { Language };

export const LANGUAGES = languageSchema.enum as readonly Language[];

export const DEFAULT_LANGUAGE: Language = "fr";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
