import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { reportError } from "../errors/reportError";

/**
 * Draws the app's first screen in slices of a few milliseconds, letting the browser in between,
 * where a plain `root.render` is one task as long as the whole tree (Lighthouse counts each such
 * task past 50 ms as blocking time). A screen the server drew (`hydrate`) is taken over in place:
 * React attaches to its elements instead of building new ones and swapping the page under the
 * reader, which would make the commit one long task. Where the two differ, React draws the
 * browser's version and the difference is reported.
 */
export function renderYielding(container: Element, app: ReactNode, { hydrate = false } = {}): Root {
  if (hydrate) {
    return hydrateRoot(container, app, {
      onRecoverableError: (error) => reportError(error, { source: "hydration" }),
    });
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
