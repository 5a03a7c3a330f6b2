/**
 * The app's service worker, served at /sw.js (docs/features/offline.md). Bundled by esbuild and given
 * its precache list by Workbox at build time (buildServiceWorker.ts), where `self.__WB_MANIFEST`
 * stands below. It
 * - stores the shell as it installs: index.html, the first screens' code, the catalogs
 *   (precachedFiles.ts), the icons;
 * - asks the network for a page under /app/ first, and when none answers within NAVIGATION_TIMEOUT_S,
 *   gives the stored index.html: the app boots from it with no session nor answers in it, and reads
 *   them where it keeps them (its query cache);
 * - keeps every other file of the build it is asked for (hashed: they never change), and the
 *   pictures of our own (the app's /media/ and uploads at /api/files/) that a page shows or the deck
 *   names (MESSAGE.warmPictures), first from the cache; never another answer of /api/, nor a
 *   picture the server marks `no-store` (a private upload);
 * - waits when it is a new version, until a page tells it to take over (MESSAGE.takeOver);
 * - shows the daily reminder's pushes (renderer/public/push-sw.js, taken in whole).
 */
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { isOurPicture, WORKER_MESSAGE, SHELL_URL } from "./workerProtocol";

/** The parts of the worker's global scope used here (the project's types are the page's, not a worker's). */
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  importScripts(...urls: string[]): void;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: "message",
    listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;

/** How long a page may take before the stored shell stands in for it. */
const NAVIGATION_TIMEOUT_S = 5;

self.importScripts("/push-sw.js");

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" &&
    sameOrigin(url) &&
    (url.pathname === "/app" || url.pathname.startsWith("/app/")),
  new NetworkOnly({
    networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
    plugins: [{ handlerDidError: async () => matchPrecache(SHELL_URL) }],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "outchi-assets",
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

/** Only a full answer the server lets be stored. */
const storable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !/no-store/i.test(response.headers.get("Cache-Control") ?? "")
      ? response
      : null,
};
const pictures = new CacheFirst({
  cacheName: "outchi-pictures",
  plugins: [
    storable,
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 3 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ request, url }) => request.destination === "image" && sameOrigin(url) && isOurPicture(url.pathname),
  pictures,
);

self.addEventListener("message", (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type === WORKER_MESSAGE.takeOver) {
    event.waitUntil(self.skipWaiting());
    return;
  }
  if (message?.type === WORKER_MESSAGE.warmPictures && Array.isArray(message.urls)) {
    const urls = message.urls
      .filter((url): url is string => typeof url === "string")
      .map((url) => new URL(url, self.location.origin))
      .filter((url) => sameOrigin(url) && isOurPicture(url.pathname));
    event.waitUntil(
      Promise.all(
        urls.map((url) =>
          pictures.handle({ request: new Request(url.href), event: event as never }).catch(() => undefined),
        ),
      ),
    );
  }
});
