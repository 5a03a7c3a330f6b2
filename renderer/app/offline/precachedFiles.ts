/**
 * What the service worker stores as it installs (docs/features/offline.md), read off Vite's build
 * manifest: the boot script and what it imports, the first screens' code (server/platform/http/firstScreens.ts)
 * with every chunk they may open short of another page (the deck's cards, its empty state, the
 * lucky wheel), the update notice, and the catalogs of the four languages, both parts: one worker
 * serves every reader of the origin, whose language it does not know when it installs.
 */

/** One module of Vite's build manifest (`build.manifest`). */
export interface ManifestModule {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestModule>;

/** The entry's key: its dynamic imports are the pages (renderer/app/router/routeTree.tsx) and the catalogs. */
const ENTRY = "index.html";

/** The modules stored with the shell, besides the entry. */
export const PRECACHED_MODULES = [
  "features/deck/TasksPage.tsx",
  "features/home/PatientHomePage.tsx",
  "features/programs/PublicProgramPage.tsx",
  "app/boot/UpdateNotice.tsx",
];

/** The patient app's catalogs (renderer/app/i18n/catalogParts.ts), not the pro area's. */
const CATALOG = /^app\/i18n\/messages\/[a-z]{2}\.json\?part=\w+$/;

/** The build's files (paths under dist/, JS and CSS) that the service worker precaches. */
export function precachedFiles(manifest: BuildManifest): string[] {
  const pages = new Set(manifest[ENTRY]?.dynamicImports ?? []);
  const seen = new Set<string>();
  const visit = (key: string, withLazy: boolean) => {
    const module = manifest[key];
    if (!module || seen.has(key)) return;
    seen.add(key);
    for (const imported of module.imports ?? []) visit(imported, withLazy);
    if (!withLazy) return;
    for (const lazy of module.dynamicImports ?? []) if (!pages.has(lazy)) visit(lazy, true);
  };
  visit(ENTRY, false);
  for (const key of [...PRECACHED_MODULES, ...Object.keys(manifest).filter((key) => CATALOG.test(key))]) {
    visit(key, true);
  }
  const files = [...seen].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
  return [...new Set(files)].sort();
}
