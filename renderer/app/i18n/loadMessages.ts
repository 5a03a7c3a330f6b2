import type { CatalogPart } from "./catalogParts";
import type { Locale, Messages } from "./locales";

// Two chunks per language (catalogParts.ts; vite.config.ts splits each catalog by `?part=`), so a
// patient downloads only the catalog they read, and its first screens' texts before the rest.
const firstParts = import.meta.glob<Messages>("./messages/*.json", {
  query: "?part=first",
  import: "default",
});
const laterParts = import.meta.glob<Partial<Messages>>("./messages/*.json", {
  query: "?part=later",
  import: "default",
});
const loaded = new Map<string, Promise<Messages>>();

function once(key: string, load: () => Promise<Messages>): Promise<Messages> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = load();
    loaded.set(key, promise);
  }
  return promise;
}

function importer<T>(parts: Record<string, () => Promise<T>>, locale: Locale, part: CatalogPart) {
  const load = parts[`./messages/${locale}.json`];
  if (!load) throw new Error(`no ${part} catalog for locale ${locale}`);
  return load;
}

/**
 * The texts of the first screens in `locale` (the part every page needs), fetched once and then
 * cached (a stable promise for React's `use`). Once `loadMessages` has run for the same locale,
 * the same object holds every text.
 */
export function loadFirstMessages(locale: Locale): Promise<Messages> {
  return once(`${locale}:first`, importer(firstParts, locale, "first"));
}

/**
 * Every text of `locale`: the first part, with the later part added into that same object when it
 * arrives, so a page already drawn with the first part (and its formatter) reads the rest as well.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  return once(`${locale}:all`, async () => {
    const [first, later] = await Promise.all([
      loadFirstMessages(locale),
      importer(laterParts, locale, "later")(),
    ]);
    return Object.assign(first, later);
  });
}
