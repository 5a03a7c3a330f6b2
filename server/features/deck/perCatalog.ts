/**
 * What the deck keeps in memory, one set per catalogue: content loaded again is a new catalogue
 * object, so nothing made from the old one is found, and the old set goes with it.
 */
import type { CatalogData } from "../../core/programCatalog";

/** `make`'s value for each catalogue, made on first use. */
export function perCatalog<T extends object>(make: () => T): (catalog: CatalogData) => T {
  const byCatalog = new WeakMap<CatalogData, T>();
  return (catalog) => {
    let value = byCatalog.get(catalog);
    if (!value) byCatalog.set(catalog, (value = make()));
    return value;
  };
}
