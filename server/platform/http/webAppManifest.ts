import type { Context, Next } from "koa";
import { DECK_PAGE_PATH } from "../../../card-schemas/sessionElement";
import { pickLanguage, type Language } from "../../../engine/shared/languages";

/** Where the renderer's index.html links the manifest (docs/features/offline.md). */
export const WEB_APP_MANIFEST_PATH = "/manifest.webmanifest";

/** The app's description, in each language (index.html carries the French one). */
const DESCRIPTION: Record<Language, string> = {
  fr: "Vos programmes santé et bien-être, une carte à la fois, et des récompenses chaque jour.",
  en: "Your health and wellbeing programs, one card at a time, with rewards every day.",
  it: "I tuoi programmi di salute e benessere, una carta alla volta, con ricompense ogni giorno.",
  es: "Tus programas de salud y bienestar, una tarjeta a la vez, con recompensas cada día.",
};

/** The renderer's theme (renderer/app/styles/base.css): `--color-primary` and `--color-bg`. */
const THEME_COLOR = "#4338ca";
const BACKGROUND_COLOR = "#f4f5fb";

/** The installable app's manifest, in `language`: it opens on the deck, in a window of its own. */
export function webAppManifest(language: Language) {
  return {
    id: DECK_PAGE_PATH,
    name: "Outchi",
    short_name: "Outchi",
    description: DESCRIPTION[language],
    lang: language,
    start_url: DECK_PAGE_PATH,
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["health", "lifestyle"],
    // Written by the renderer's build (renderer/app/offline/appIcons.ts).
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/**
 * GET /manifest.webmanifest: the manifest in the reader's language (the signed-in user's, else
 * Accept-Language: browsers fetch it without cookies), in dev as in production, built or not.
 */
export function serveWebAppManifest() {
  return async function webAppManifestFile(ctx: Context, next: Next) {
    if (ctx.path !== WEB_APP_MANIFEST_PATH || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const user = ctx.state.user as { language?: string } | undefined;
    ctx.type = "application/manifest+json";
    ctx.set("Cache-Control", "no-cache");
    ctx.vary("Accept-Language");
    ctx.body = webAppManifest(pickLanguage(user?.language, ctx.acceptsLanguages()));
  };
}
