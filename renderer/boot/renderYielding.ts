import { startTransition, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

/**
 * Draws the app's first screen as a transition: React renders it in slices of a few milliseconds
 * and lets the browser in between, where a plain `root.render` is one task as long as the whole
 * tree (Lighthouse counts each such task past 50 ms as blocking time).
 */
export function renderYielding(container: Element, app: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
