import { stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FIRST_PAINT_MODULE, type DrawPage, type PageToDraw } from "../../../card-schemas/firstPaint";

/**
 * The first screens drawn on the server: the renderer's own components, built for Node into
 * `<dist>/.ssr/drawPage.js` (vite.config.ts, card-schemas/firstPaint.ts), loaded once per build (a rebuild is picked up on
 * the next page). A build without it, or a screen it cannot draw, gives an empty `#root`: the
 * browser draws it, as it draws every other page.
 */
export function firstPaint(distDir: string): (page: PageToDraw) => Promise<string> {
  const file = path.join(path.resolve(distDir), FIRST_PAINT_MODULE);
  let loaded: { mtimeMs: number; draw: Promise<DrawPage | undefined> } | undefined;

  async function drawer(): Promise<DrawPage | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      const url = `${pathToFileURL(file).href}?build=${info.mtimeMs}`;
      loaded = {
        mtimeMs: info.mtimeMs,
        draw: import(url).then(
          (module: { drawPage: DrawPage }) => module.drawPage,
          (error: unknown) => {
            console.error(`${file} does not load:`, error);
            return undefined;
          },
        ),
      };
    }
    return loaded.draw;
  }

  // Loaded at start, so that the first reader after a start or a deploy does not wait for it.
  void drawer();

  return async function draw(page: PageToDraw): Promise<string> {
    const drawPage = await drawer();
    if (!drawPage) return "";
    try {
      return (await drawPage(page)) ?? "";
    } catch (error) {
      console.error(`${page.url}: the first screen was not drawn on the server:`, error);
      return "";
    }
  };
}
