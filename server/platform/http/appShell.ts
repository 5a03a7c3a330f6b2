import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Context } from "koa";
import type { Session } from "../../../card-schemas";
import { pickLanguage, type Language } from "../../../engine/shared/languages";
import { SESSION_ELEMENT_ID } from "../../../card-schemas/sessionElement";
import type { User } from "../db/models";
import { firstPaint } from "./firstPaint";
import type { PageData } from "./pageData";
import { pagePreloads, withoutEntryScript, type BuildManifest } from "./pagePreloads";
import { scriptSafe } from "./scriptSafe";

/** What else the page at `ctx.path` carries for `user`, reading in `language`. */
export type FirstScreenData = (ctx: Context, user: User | undefined, language: Language) => Promise<PageData>;

/** The session as GET /api/auth/session answers it, for `user` (a guest when undefined). */
export type SessionOf = (user: User | undefined) => Session;

const ROOT = '<div id="root"></div>';

/** index.html's head without its own title and description, for a page that has its own. */
function withoutGenericMeta(head: string): string {
  return head.replace(/<title>[\s\S]*?<\/title>\s*/i, "").replace(/<meta\s+name="description"[^>]*>\s*/i, "");
}

/**
 * The page every `/app/*` route answers: the built index.html with the session written into it,
 * as GET /api/auth/session would answer it. The renderer needs it before it draws anything (the
 * language, the route guard); carried by the page, it no longer waits one more round trip after
 * the boot script (about half a second of a phone's first screen on a slow network, Lighthouse).
 * A data block (`type="application/json"`) is never run, so the content security policy stands.
 * `firstScreen` gives what else the page carries for its reader (pageData.ts); a first screen
 * with its answers is drawn into `#root` (firstPaint.ts), in the reader's language.
 */
export function appShell(distDir: string, firstScreen: FirstScreenData, sessionOf: SessionOf) {
  const file = path.join(path.resolve(distDir), "index.html");
  // Vite's build manifest (build.manifest), which the first screens' preloads come from; a build
  // without one has no preloads. The file server never sends it (a dot folder).
  const manifestFile = path.join(path.resolve(distDir), ".vite", "manifest.json");
  const draw = firstPaint(distDir);
  type Template = {
    mtimeMs: number;
    head: string;
    /** From </head> to the inside of #root, and from there to the end. */
    body: [string, string];
    manifest: BuildManifest;
  };
  let cached: Template | undefined;

  /**
   * index.html split where the data block goes, and the build's manifest: read again only when
   * the build rewrote index.html (it writes the manifest first).
   */
  async function template(): Promise<Template | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, "utf8");
      const at = html.indexOf("</head>");
      if (at < 0) throw new Error(`${file} has no </head>`);
      const root = html.indexOf(ROOT, at);
      if (root < 0) throw new Error(`${file} has no empty ${ROOT}`);
      const inside = root + ROOT.length - "</div>".length;
      const manifest = await readFile(manifestFile, "utf8").then(
        (text) => JSON.parse(text) as BuildManifest,
        () => ({}),
      );
      cached = {
        mtimeMs: info.mtimeMs,
        head: html.slice(0, at),
        body: [html.slice(at, inside), html.slice(inside)],
        manifest,
      };
    }
    return cached;
  }

  /** Answers `ctx` with the page for `user` (a guest when undefined); false when not built. */
  return async function sendAppShell(ctx: Context, user: User | undefined): Promise<boolean> {
    const parts = await template();
    if (!parts) return false;
    const session = sessionOf(user);
    const block = `<script type="application/json" id="${SESSION_ELEMENT_ID}">${scriptSafe(JSON.stringify(session))}</script>`;
    // The catalog the renderer will load: the user's language, else the browser's first we speak.
    const language = pickLanguage(user?.language, ctx.acceptsLanguages());
    const data = await firstScreen(ctx, user, language);
    const root = data.answers
      ? await draw({ url: ctx.url, user: session.user, answers: data.answers, locale: language })
      : "";
    // A screen that comes drawn needs its scripts to answer taps, not to paint: they are asked
    // once it is painted, and its style and picture have the line to themselves until then.
    const afterPaint = root !== "";
    const preloads = pagePreloads(parts.manifest, ctx.path, language, { afterPaint });
    ctx.type = "text/html; charset=utf-8";
    // Whose page this is depends on the cookie: never shared, never reused without asking again.
    ctx.set("Cache-Control", "private, no-cache");
    ctx.vary("Cookie");
    let head = parts.head.replace(/^(<!doctype html>\s*<html) lang="[a-z]+"/i, `$1 lang="${language}"`);
    if (afterPaint) head = withoutEntryScript(head, parts.manifest);
    // A page that says what it is replaces the app's generic title and description.
    if (data.meta) head = withoutGenericMeta(head) + data.meta;
    ctx.body = `${head}${preloads}${block}${data.head}${parts.body[0]}${root}${parts.body[1]}`;
    return true;
  };
}
