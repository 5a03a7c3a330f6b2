import en from "../i18n/messages/en.json";
import es from "../i18n/messages/es.json";
import fr from "../i18n/messages/fr.json";
import it from "../i18n/messages/it.json";
import type { Locale, Messages } from "../i18n/locales";

/** Every catalog, loaded eagerly: for stories and tests, where one bundle is fine. */
export const allMessages: Record<Locale, Messages> = { en, fr, it, es };
