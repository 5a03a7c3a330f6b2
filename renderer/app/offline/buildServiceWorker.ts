/**
 * Writes dist/sw.js (serviceWorker.ts) after Vite's build: esbuild bundles it with the Workbox
 * modules it uses into one classic script (a service worker that takes in push-sw.js with
 * importScripts cannot be a module), then Workbox's injectManifest puts in the list of files to
 * precache with their revisions: a file the build named after its content needs none. Any change
 * to that list changes sw.js, which is how the browser finds a new version. A brotli and a gzip
 * copy go beside it, as beside the build's other files (vite.config.ts).
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { APP_ICONS } from "./appIcons";
import { precachedFiles, type BuildManifest } from "./precachedFiles";
import { SERVICE_WORKER_URL, SHELL_URL } from "./workerProtocol";

const SOURCE = fileURLToPath(new URL("./serviceWorker.ts", import.meta.url));

/** Vite's `assets/[name]-[hash].[ext]`: the name changes with the content. */
const HASHED = /^assets\/.+-[\w-]{8}\.\w+$/;

/** What the worker precaches and how large it is, for the build's log and the tests. */
export interface ServiceWorkerBuild {
  files: string[];
  bytes: number;
}

export async function buildServiceWorker(distDir: string): Promise<ServiceWorkerBuild> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, ".vite", "manifest.json"), "utf8"),
  ) as BuildManifest;
  const dest = path.join(distDir, SERVICE_WORKER_URL.slice(1));
  const bundled = path.join(distDir, ".sw-source.js");
  await build({
    entryPoints: [SOURCE],
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    // Workbox logs in detail unless it is told this is production.
    define: { "process.env.NODE_ENV": '"production"' },
    outfile: bundled,
    logLevel: "warning",
  });
  try {
    const precached = [
      SHELL_URL.slice(1),
      ...precachedFiles(manifest),
      ...APP_ICONS.map((icon) => `icons/${icon.file}`),
    ];
    const result = await injectManifest({
      swSrc: bundled,
      swDest: dest,
      globDirectory: distDir,
      globPatterns: precached,
      dontCacheBustURLsMatching: HASHED,
      // The first screens' code and the catalogs are well under it; a larger file is a mistake.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    });
    if (result.warnings.length > 0) throw new Error(`sw.js: ${result.warnings.join("; ")}`);
    const code = await readFile(dest);
    await writeFile(
      `${dest}.br`,
      brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${dest}.gz`, gzipSync(code, { level: 9 }));
    return { files: precached, bytes: result.size };
  } finally {
    await rm(bundled, { force: true });
  }
}
