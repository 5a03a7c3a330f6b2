import en from "../app/i18n/messages/en.json";
import es from "../app/i18n/messages/es.json";
import fr from "../app/i18n/messages/fr.json";
import it from "../app/i18n/messages/it.json";
import type { Locale, Messages } from "../app/i18n/locales";

/** Every catalog, loaded eagerly: for stories and tests, where one bundle is fine. */
export const allMessages: Record<Locale, Messages> = { en, fr, it, es };
