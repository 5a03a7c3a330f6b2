import { useEffect, useState, type ReactNode } from "react";

/**
 * `children` once the page runs in the browser; the server's drawing and the hydration that takes
 * it over both draw `fallback`, so a part whose code loads lazily never suspends a first screen
 * drawn on the server (renderer/app/ssr/drawPage.tsx), which React would report on hydration.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? children : fallback;
}
