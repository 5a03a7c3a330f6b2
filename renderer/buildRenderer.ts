/**
 * Builds the renderer into dist/: the browser's app, its icons and service worker (docs/features/offline.md),
 * then the first screens' drawing for the server (renderer/app/ssr/drawPage.tsx into dist/.ssr,
 * vite.config.ts). `npm run build` and `npm start` run it; the browser tests and the bench call it.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { writeAppIcons } from "./app/offline/appIcons";
import { buildServiceWorker } from "./app/offline/buildServiceWorker";

const DIST = fileURLToPath(new URL("../dist", import.meta.url));

export async function buildRenderer(options: { mode?: string } = {}): Promise<void> {
  await build({ mode: options.mode, logLevel: "warn" });
  // The worker precaches the icons: they are written first.
  await writeAppIcons(DIST);
  await buildServiceWorker(DIST);
  // The server runs React's production build (NODE_ENV=production, npm start and the browser
  // tests' server), whose JSX runtime has no development entry: the drawing is built for it
  // whatever the calling shell says (under vitest NODE_ENV is "test").
  const shell = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ mode: "production", logLevel: "warn", build: { ssr: true } });
  } finally {
    if (shell === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = shell;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  buildRenderer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
