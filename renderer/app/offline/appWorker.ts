/**
 * The page's side of the service worker (serviceWorker.ts, docs/features/offline.md): registers it once
 * the first screen is up (the update notice's chunk calls it, so no first screen waits for this
 * code), tells when a new version waits, and lets it take over when the patient asks.
 */
import { SERVICE_WORKER_URL, WORKER_MESSAGE, WORKER_REGISTRATION } from "./workerProtocol";

export interface AppWorker {
  /** A new version is installed and waits for this page to let it take over. */
  isWaiting(): boolean;
  subscribe(listener: () => void): () => void;
  /** The waiting version takes over; the page reloads once it serves it. */
  takeOver(): void;
  /** Sends `message` to the worker that serves the origin, once there is one. */
  post(message: { type: string; [field: string]: unknown }): void;
}

/** The parts of `navigator.serviceWorker` used here (a stand-in in tests). */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  "register" | "controller" | "ready" | "addEventListener"
>;

/** A page where there is no worker (tests, the Vite dev server, a browser without them). */
const NO_WORKER: AppWorker = {
  isWaiting: () => false,
  subscribe: () => () => {},
  takeOver: () => {},
  post: () => {},
};

/** How often a page left open asks whether a new version is out, besides each navigation. */
const UPDATE_CHECK_MS = 60 * 60_000;

export function registerAppWorker(
  container: WorkerContainer,
  { reload = () => window.location.reload() }: { reload?: () => void } = {},
): AppWorker {
  const listeners = new Set<() => void>();
  let waiting: ServiceWorker | null = null;
  const setWaiting = (worker: ServiceWorker | null) => {
    waiting = worker;
    for (const listener of listeners) listener();
  };
  // A worker installed while another serves the page is a new version; the first one is not.
  const watch = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting && container.controller) setWaiting(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "installed" && container.controller) setWaiting(installing);
      });
    });
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  };
  container
    .register(SERVICE_WORKER_URL, WORKER_REGISTRATION)
    .then(watch)
    // Blocked (the browser tests), refused or not built: the app works as a plain page.
    .catch(() => undefined);

  return {
    isWaiting: () => waiting !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    takeOver() {
      if (!waiting) return;
      container.addEventListener("controllerchange", () => reload(), { once: true });
      waiting.postMessage({ type: WORKER_MESSAGE.takeOver });
    },
    post(message) {
      void container.ready.then((registration) => registration.active?.postMessage(message));
    },
  };
}

let appWorker: AppWorker | undefined;

/**
 * The app's worker, registered on the first call: only in a build (`vite build`'s mode), where
 * dist/sw.js exists, and where the browser has service workers.
 */
export function theAppWorker(): AppWorker {
  appWorker ??=
    import.meta.env.MODE === "production" && typeof navigator !== "undefined" && "serviceWorker" in navigator
      ? registerAppWorker(navigator.serviceWorker)
      : NO_WORKER;
  return appWorker;
}
