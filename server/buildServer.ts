/**
 * Builds the server into one ES module, dist/.server/main.mjs, that Node runs as it is (`npm start`,
 * the browser tests' servers, the Dockerfile), and the job queue's worker into another,
 * dist/.server/worker.mjs (`npm run worker` without tsx: compose.yaml's worker): no TypeScript to
 * transpile at every start. Packages stay in node_modules (PGlite finds its files beside its own
 * code there).
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export async function buildServer(): Promise<void> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ["server/main.ts", "server/worker.ts"],
    outdir: "dist/.server",
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    // config.ts finds the repository from its own folder: in the bundle, the server's source folder.
    define: { "import.meta.dirname": "__serverDir" },
    banner: {
      js: [
        'import { fileURLToPath as __fileURLToPath } from "node:url";',
        'const __serverDir = __fileURLToPath(new URL("../../server", import.meta.url));',
      ].join("\n"),
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  buildServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
