import type en from "./messages/en.json";

/** The languages the app is translated into; fr is the default (seed 001). */
export const SUPPORTED_LOCALES = ["fr", "en", "it", "es"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";

/** Every key of the catalogs; en.json is the reference, a test keeps the four in step. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

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
