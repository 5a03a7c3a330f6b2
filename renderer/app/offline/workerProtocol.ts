/** What the pages and the service worker (serviceWorker.ts) share: its address, its shell, its messages. */

/** Where the server serves the service worker, at the root so that it serves the whole origin. */
export const SERVICE_WORKER_URL = "/sw.js";

/** How every page registers it: the browser asks the server for sw.js itself, never its HTTP cache. */
export const WORKER_REGISTRATION: RegistrationOptions = { updateViaCache: "none" };

/** The page the worker gives for any /app/ page when the network does not answer: the built index.html. */
export const SHELL_URL = "/index.html";

/** The messages a page posts to the worker, by their `type`. */
export const WORKER_MESSAGE = {
  /** A waiting new version takes over now (the patient asked, at a safe moment). */
  takeOver: "TAKE_OVER",
  /** `urls`: pictures to store now, for when the network is gone (the day's cards'). */
  warmPictures: "WARM_PICTURES",
} as const;

/** Videos are left to the network: too large to keep for a day's cards. */
const VIDEO = /\.(mp4|webm|ogv|mov|m4v)$/i;

/** A picture of our own: the app's content (/media/) or an upload (/api/files/{id}). */
export function isOurPicture(pathname: string): boolean {
  return (pathname.startsWith("/media/") || /^\/api\/files\/[^/]+$/.test(pathname)) && !VIDEO.test(pathname);
}
