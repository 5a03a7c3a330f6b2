import { isLanguage, LANGUAGES, pickLanguage, type Language } from "../../../engine/shared/languages";
import type en from "./messages/en.json";

/** The languages the app is translated into, fr by default: the engine's, named for the catalogs. */
export type Locale = Language;
export const SUPPORTED_LOCALES = LANGUAGES;
export const isLocale = isLanguage;
/** The user's language, else the first browser language we speak, else fr (engine/shared/languages.ts). */
export const pickLocale = pickLanguage;

/** Every key of the catalogs; en.json is the reference, a test keeps the four in step. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
