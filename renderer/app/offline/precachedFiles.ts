/**
 * What the service worker stores as it installs (docs/features/offline.md), read off Vite's build
 * manifest: the boot script and what it imports, the first screens' code (server/platform/http/firstScreens.ts)
 * with every chunk they may open short of another page (the deck's cards, its empty state, the
 * lucky wheel), what the shell loads later (the update notice, the offline outbox, the kept
 * answers an offline boot starts from), and the catalogs of the four languages, both parts: one
 * worker serves every reader of the origin, whose language it does not know when it installs.
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

/** The first screens' pages. */
export const FIRST_SCREEN_MODULES = [
  "features/deck/TasksPage.tsx",
  "features/home/PatientHomePage.tsx",
  "features/programs/PublicProgramPage.tsx",
];

/**
 * What the shell (renderer/app/) loads lazily: its catalogs (renderer/app/i18n/catalogParts.ts), the
 * update notice, the offline modules… but not the pros' and admins' areas, nor their catalogs.
 */
const SHELL_LAZY = /^app\/(?!pro\/|admin\/)/;

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
  const shellLazy = [...(manifest[ENTRY]?.dynamicImports ?? [])].filter((key) => SHELL_LAZY.test(key));
  for (const key of [...FIRST_SCREEN_MODULES, ...shellLazy]) visit(key, true);
  const files = [...seen].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
  return [...new Set(files)].sort();
}
