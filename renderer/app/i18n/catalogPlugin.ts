import type { Plugin } from "vite";
import { parse } from "@formatjs/icu-messageformat-parser";
// With its extension, as Vite loads its configs (which import this file) the way Node does.
import { CATALOG_PARTS, partOf, type CatalogPart } from "./catalogParts.js";

// The app's catalogs and the pro area's (renderer/app/pro/i18n/messages).
const CATALOG = /[\\/]renderer[\\/]app[\\/](pro[\\/])?i18n[\\/]messages[\\/][a-z]{2}\.json$/;

/**
 * The message catalogs as modules. A catalog imported with `?part=first` or `?part=later` is that
 * part of it only (catalogParts.ts), a module of its own. With `precompile` (the build), catalogs
 * ship already parsed (ICU AST, still JSON), so the production bundle can drop the ICU parser
 * (~15 KB gzip; vite.config.ts aliases it away) and a broken message fails the build.
 */
export function catalogPlugin({ precompile }: { precompile: boolean }): Plugin {
  return {
    name: "outchi:catalogs",
    enforce: "pre",
    transform(code, id) {
      const [file = "", query = ""] = id.split("?");
      if (!CATALOG.test(file)) return null;
      const part = new URLSearchParams(query).get("part");
      if (part === null && !precompile) return null;
      let messages = JSON.parse(code) as Record<string, string>;
      if (part !== null) {
        if (!CATALOG_PARTS.includes(part as CatalogPart)) throw new Error(`${id}: no catalog part "${part}"`);
        messages = partOf(messages, part as CatalogPart);
      }
      const texts = precompile
        ? Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))
        : messages;
      // A part, named by its query, is no longer recognised as JSON by its name: it becomes the
      // module JSON would have made of it.
      if (part !== null)
        return { code: `export default ${JSON.stringify(texts)};`, map: null, moduleType: "js" };
      return { code: JSON.stringify(texts), map: null };
    },
  };
}
