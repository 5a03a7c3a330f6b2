import { useMemo, type MouseEvent, type ReactNode } from "react";
import { useRouter, type AnyRouter, type NavigateOptions } from "@tanstack/react-router";

interface PlainLinkProps {
  /** Where it goes, as `router.navigate` takes it (checked against the app's routes). */
  to: NavigateOptions["to"];
  params?: NavigateOptions["params"];
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}

const ownClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/** Hrefs the router built, by router, destination and params: a deck's cards link to a few pages. */
const hrefs = new WeakMap<AnyRouter, Map<string, string>>();
const MAX_HREFS = 500;

function hrefOf(router: AnyRouter, options: NavigateOptions, key: string): string {
  let built = hrefs.get(router);
  if (!built) hrefs.set(router, (built = new Map()));
  let href = built.get(key);
  if (href === undefined) {
    if (built.size >= MAX_HREFS) built.clear();
    href = router.buildLocation(options).href;
    built.set(key, href);
  }
  return href;
}

/**
 * A link to a page of the app for what is drawn by the hundred (the deck's cards): an anchor that
 * the router follows without reloading the page and whose page's code is fetched as a finger or
 * pointer comes to it, as the router's `<Link>` does, without what `<Link>` adds to each
 * render (a subscription to the router's state for an active style, a viewport observer), which
 * was a third of a task card's render (`npm run bench -- render`). A modified click (new tab,
 * download) is left to the browser.
 */
export function PlainLink({ to, params, className, children, "data-testid": testId }: PlainLinkProps) {
  const router = useRouter();
  const paramsKey = JSON.stringify(params ?? {});
  // Params are compared by value (paramsKey): a card passes a new object each render.
  const options = useMemo(() => ({ to, params }) as NavigateOptions, [to, paramsKey]);
  // Built once per destination for all the links to it (100 cards, a few programs).
  const href = hrefOf(router, options, `${String(to)}\u0000${paramsKey}`);
  const preload = () => void router.preloadRoute(options).catch(() => undefined);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!ownClick(event)) return;
    event.preventDefault();
    void router.navigate(options);
  };
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      onClick={follow}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      {children}
    </a>
  );
}
