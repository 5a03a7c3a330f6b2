import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { reportError } from "../errors/reportError";

/**
 * Draws the app's first screen in slices of a few milliseconds, letting the browser in between,
 * where a plain `root.render` is one task as long as the whole tree (Lighthouse counts each such
 * task past 50 ms as blocking time). A screen the server drew (`hydrate`) is taken over in place:
 * React attaches to its elements instead of building new ones and swapping the page under the
 * reader, which would make the commit one long task. Hydration runs as a transition too, so that
 * React takes the page over in slices rather than in one task, and a tap on a part not yet taken
 * over hydrates that part first. Where the two differ, React draws the browser's version and the
 * difference is reported.
 */
export function renderYielding(container: Element, app: ReactNode, { hydrate = false } = {}): Root {
  if (hydrate) {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app, {
        onRecoverableError: (error) => reportError(error, { source: "hydration" }),
      });
    });
    return root!;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
