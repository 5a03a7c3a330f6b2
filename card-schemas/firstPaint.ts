/**
 * The contract between the server and the renderer's drawing of first screens for Node
 * (renderer/app/ssr/drawPage.tsx, built into `<dist>/${FIRST_PAINT_MODULE}`; server/platform/http/firstPaint.ts
 * loads it by its path, as the layout of docs/architecture.md keeps the server from importing the renderer).
 */
import type { Language, User } from "./index";

export const FIRST_PAINT_MODULE = ".ssr/drawPage.js";

export interface PageToDraw {
  /** The page's path and query. */
  url: string;
  user: User | null;
  /** The page's reads' answers, by the URL the renderer asks them at (server/platform/http/pageData.ts). */
  answers: Record<string, unknown>;
  locale: Language;
}

/** The HTML of the page's `#root`, or undefined when it cannot be drawn as the browser would. */
export type DrawPage = (page: PageToDraw) => Promise<string | undefined>;
