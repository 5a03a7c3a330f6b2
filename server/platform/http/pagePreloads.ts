/**
 * What a first screen needs beyond the boot script, named in its page so the browser fetches it
 * alongside that script rather than once the script has run and asked for it: the page's own
 * code (its route's chunk and the chunks it imports), its CSS, applied at once (the server draws
 * the screen, firstPaint.ts), and the catalog of the reader's language. One network round trip less before the deck's first card (Lighthouse's critical
 * request chain: page → boot script → route chunk → picture).
 */

import { firstScreenAt } from "./firstScreens";
import { scriptSafe } from "./scriptSafe";

/** One module of Vite's build manifest (`build.manifest`): its file, static imports and CSS. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The entry's key in the manifest: the page loads it, and everything it imports, by itself. */
const ENTRY = "index.html";

/** `key` and every module it imports statically, depth first. */
function withImports(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/**
 * The `<link>` elements for the page at `pathname` read in `language` (the catalog the renderer
 * will load): none for a page not opened first. A page the server drew (`afterPaint`) names its
 * scripts in a list that is fetched once it is painted, not as it is read.
 */
export function pagePreloads(
  manifest: BuildManifest,
  pathname: string,
  language: string,
  { afterPaint = false } = {},
): string {
  const loaded = withImports(manifest, ENTRY);
  const page = firstScreenAt(pathname)?.screen;
  const modules = page ? [...withImports(manifest, page.module)].filter((key) => !loaded.has(key)) : [];
  // The first screens' part of the catalog (renderer/app/i18n/catalogParts.ts): the rest comes later.
  const catalog = `app/i18n/messages/${language}.json?part=first`;
  if (manifest[catalog]) modules.push(catalog);

  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const styles = [...new Set(modules.flatMap((key) => manifest[key]!.css ?? []))]
    .filter((file) => !loadedCss.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const files = modules.map((key) => `/${manifest[key]!.file}`);
  if (afterPaint && manifest[ENTRY]) {
    // A drawn page asks for the boot script and these once painted (renderer/app/boot/after-paint.js);
    // its own tag leaves the page (appShell.ts).
    const list = JSON.stringify([`/${manifest[ENTRY].file}`, ...files]);
    return `${styles.join("")}<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${scriptSafe(list)}</script><script defer src="/after-paint.js"></script>`;
  }
  // `crossorigin` as on the tags Vite writes and adds when the route's import runs: a preload
  // fetched in another mode would not be reused, and the file would come twice.
  const scripts = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  return [...scripts, ...styles].join("");
}

/** The id of a drawn page's list of scripts, which renderer/app/boot/after-paint.js reads. */
export const SCRIPTS_ELEMENT_ID = "outchi-scripts";

/** The boot script's own tag in the built index.html, which a drawn page leaves out. */
export function withoutEntryScript(head: string, manifest: BuildManifest): string {
  const entry = manifest[ENTRY]?.file;
  if (!entry) return head;
  return head.replace(new RegExp(`<script type="module"[^>]* src="/${escapeRegExp(entry)}"></script>`), "");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
