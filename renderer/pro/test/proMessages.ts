import en from "../i18n/messages/en.json";
import es from "../i18n/messages/es.json";
import fr from "../i18n/messages/fr.json";
import it from "../i18n/messages/it.json";
import type { Locale } from "../../i18n/locales";
import type { ProMessages } from "../i18n/proLocales";

/** Every pro catalog, loaded eagerly: for stories and tests, where one bundle is fine. */
export const allProMessages: Record<Locale, ProMessages> = { en, fr, it, es };
