import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../../engine/languages";
import type en from "./messages/en.json";

/** The languages the app is translated into, fr by default: the engine's, named for the catalogs. */
export type Locale = Language;
export const SUPPORTED_LOCALES = LANGUAGES;
export const DEFAULT_LOCALE = DEFAULT_LANGUAGE;
export const isLocale = isLanguage;

/** Every key of the catalogs; en.json is the reference, a test keeps the four in step. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/**
 * The signed-in user's language when there is one, else the first browser language we speak
 * (`fr-CA` counts as `fr`), else fr.
 */
export function pickLocale(
  userLanguage: string | null | undefined,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(userLanguage)) return userLanguage;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
