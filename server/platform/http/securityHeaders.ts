import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, Next } from "koa";
import helmet from "helmet";

/**
 * Strict headers with a CSP that lets the built renderer run: our own scripts only, YouTube
 * players in frames, pictures and videos from our own origin, data: and blob: URLs only. A picture
 * or a video loaded from another host would tell that host who opened which page (an author could
 * follow their readers): authors upload their pictures to us (docs/features/uploads.md), the app's
 * content ships its own under /media/, and a YouTube player loads only when the patient presses play.
 */
const policyFor = (extraFrameSrc: readonly string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Animation libraries set style attributes; no style can run code, unlike scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // Plus the survey provider's origin when one is configured (the CPX task embeds it).
        frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com", ...extraFrameSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin app: no cross-origin reads of our resources are needed.
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

/**
 * The headers helmet sets do not depend on the request, so helmet runs once, at start, on a
 * stand-in response, and every request gets the same list: a quarter of the time of a small API
 * answer went to recomputing them (npm run bench).
 */
function headersOfPolicy(extraFrameSrc: readonly string[]): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  } as unknown as ServerResponse;
  let done = false;
  policyFor(extraFrameSrc)({} as IncomingMessage, response, () => (done = true));
  if (!done) throw new Error("helmet did not finish synchronously");
  return [...headers];
}

/**
 * What an API answer carries (JSON, files, events: never a page that runs), after OWASP's REST
 * security cheat sheet: nothing may be loaded, framed or cached on its behalf. The page set's
 * transport, sniffing and cross-origin headers stay. Half the bytes of the page set on every call.
 */
function apiHeadersOf(pageHeaders: ReadonlyArray<[string, string]>): Array<[string, string]> {
  const kept = new Set([
    "strict-transport-security",
    "x-content-type-options",
    "cross-origin-resource-policy",
  ]);
  return [
    ...pageHeaders.filter(([name]) => kept.has(name.toLowerCase())),
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["X-Frame-Options", "DENY"],
    ["Cache-Control", "no-store"],
  ];
}

/**
 * Pages, assets and media get helmet's set with our CSP; `/api/` answers get the API set.
 * `extraFrameSrc`: origins that pages may frame besides YouTube (the survey provider's).
 */
export function securityHeaders(extraFrameSrc: readonly string[] = []) {
  const pageHeaders = headersOfPolicy(extraFrameSrc);
  const apiHeaders = apiHeadersOf(pageHeaders);
  return function securityHeaders(ctx: Context, next: Next) {
    const response = ctx.res;
    const headers = ctx.path.startsWith("/api/") ? apiHeaders : pageHeaders;
    for (const [name, value] of headers) response.setHeader(name, value);
    return next();
  };
}
