import { readFileSync } from "node:fs";
import { transform } from "esbuild";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import { catalogPlugin } from "./renderer/app/i18n/catalogPlugin.js";

const server = "http://localhost:3000";

/**
 * The renderer. Routes are split lazily (renderer/app/router/routeTree.tsx): opening the deck loads
 * React, the router, react-query, formatjs, one catalog, the deck and the card on screen only —
 * within its budget (≤ 144 KB gzip, bench/run.ts).
 * Each text file of the build gets a brotli and a gzip copy at the highest levels (compressed once,
 * here), which the server sends as they are (server/platform/http/staticFiles.ts).
 */
/**
 * The first screens' drawing on the server (renderer/app/ssr/drawPage.tsx), for Node, into dist/.ssr,
 * which the file server never sends (a dot folder): `vite build --ssr`, after the browser's build
 * (renderer/buildRenderer.ts builds both).
 */
const ssrBuild = {
  rolldownOptions: { input: "app/ssr/drawPage.tsx" },
  outDir: "../dist/.ssr",
  emptyOutDir: true,
  target: "node20",
  sourcemap: true,
};

/** Small modules every deck card may need, shared by many lazy chunks (npm run bench -- bundle). */
const CARD_KIT =
  /[\\/]renderer[\\/](ui[\\/](ChoiceList|Picture|loadPriority|youtubeEmbedUrl|useFocusTrap|AfterHydration)|cards[\\/]typedRegistry|features[\\/]deck[\\/]deckOpener|features[\\/]rewards[\\/]personalization[\\/]queries)\.tsx?$/;

/** The first screens' route chunks (server/platform/http/firstScreens.ts), opened from one another. */
const FIRST_SCREEN_CHUNK = /^assets\/(TasksPage|PatientHomePage|PublicProgramPage)-[\w-]+\.js$/;

/**
 * What a lazy import fetches alongside the chunk it asks for. Its CSS always (that is how a
 * route's styles arrive); the chunks it imports only for the first screens: every other route's
 * list would sit in the boot script, which the deck's first card waits for (≈ 2 KB gzip for
 * thirty routes, against the deck's first-card budget), and the router already fetches a route's code on intent.
 */
function preloadedWithRoute(file: string, deps: string[]): string[] {
  return FIRST_SCREEN_CHUNK.test(file) ? deps : deps.filter((dep) => dep.endsWith(".css"));
}

/**
 * renderer/app/boot/after-paint.js at /after-paint.js, minified: a plain script that a drawn page runs as
 * it comes (server/platform/http/pagePreloads.ts), whose comments would otherwise be sent too (0.3 KB gzip
 * of the deck's first card, npm run bench).
 */
function afterPaintScript(): Plugin {
  return {
    name: "outchi-after-paint",
    async generateBundle() {
      const source = readFileSync(new URL("./renderer/app/boot/after-paint.js", import.meta.url), "utf8");
      const { code } = await transform(source, { minify: true, target: "es2015" });
      this.emitFile({ type: "asset", fileName: "after-paint.js", source: code });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: "renderer",
  base: "/",
  plugins: [
    react(),
    catalogPlugin({ precompile: true }),
    ...(isSsrBuild ? [] : [afterPaintScript(), compression({ algorithms: ["brotliCompress", "gzip"] })]),
  ],
  resolve: {
    alias:
      command === "build"
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
            },
          ]
        : [],
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: "../dist",
        // dist/.vite/manifest.json: the server names the first screens' chunks in their page (server/platform/http/pagePreloads.ts).
        manifest: true,
        emptyOutDir: true,
        target: "es2022",
        // Written beside the files for reading a reported stack, but named in none of them: the
        // server does not publish them (server/platform/http/staticFiles.ts).
        sourcemap: "hidden",
        modulePreload: { resolveDependencies: preloadedWithRoute },
        rolldownOptions: {
          output: {
            // Everything the entry imports statically is needed before the first screen anyway: one
            // file rather than a dozen small shared chunks, each a request of its own (about 0.5 s of
            // Lighthouse's mobile LCP on the deck, npm run bench).
            // The small modules that the deck's first card shares with other lazy chunks go into one
            // file as well, rather than a request of a few hundred bytes each.
            codeSplitting: {
              groups: [
                { name: "boot", tags: ["$initial"] },
                { name: "cardKit", test: CARD_KIT },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      "/api": { target: server, changeOrigin: false },
      "/media": { target: server, changeOrigin: false },
      "/config.json": { target: server, changeOrigin: false },
    },
  },
}));
