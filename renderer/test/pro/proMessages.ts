import en from "../../app/pro/i18n/messages/en.json";
import es from "../../app/pro/i18n/messages/es.json";
import fr from "../../app/pro/i18n/messages/fr.json";
import it from "../../app/pro/i18n/messages/it.json";
import type { Locale } from "../../app/i18n/locales";
import type { ProMessages } from "../../app/pro/i18n/proLocales";

/** Every pro catalog, loaded eagerly: for stories and tests, where one bundle is fine. */
export const allProMessages: Record<Locale, ProMessages> = { en, fr, it, es };
