import type { Locale, Messages } from "./locales";

// One chunk per language, so a patient downloads only the catalog they read.
const catalogs = import.meta.glob<Messages>("./messages/*.json", { import: "default" });
const loaded = new Map<Locale, Promise<Messages>>();

/** The catalog of `locale`, fetched once and then cached (a stable promise for React's `use`). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let promise = loaded.get(locale);
  if (!promise) {
    const load = catalogs[`./messages/${locale}.json`];
    if (!load) throw new Error(`no catalog for locale ${locale}`);
    promise = load();
    loaded.set(locale, promise);
  }
  return promise;
}
