import { useRouterState } from "@tanstack/react-router";
import { useEffect, type RefObject } from "react";

/**
 * On a phone a header's links scroll sideways (renderer/app/shell/pages.css): on each page, the
 * link to it is brought into the middle of the strip when it is out of sight, so the reader sees
 * where they are.
 */
export function useActiveLinkInView(nav: RefObject<HTMLElement | null>): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('[data-status="active"]');
    if (!strip || !active) return;
    const shown = strip.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    if (link.left < shown.left || link.right > shown.right) {
      strip.scrollLeft += link.left - shown.left - (shown.width - link.width) / 2;
    }
  }, [nav, pathname]);
}
