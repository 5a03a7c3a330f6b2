import { startTransition, useEffect, useState } from "react";
import type { LoadPriority } from "../ui/loadPriority";

// Cards waiting to mount, one per idle moment of the browser, in the order they asked.
const waiting: Array<() => void> = [];
let draining = false;

function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 16);
}

function mountNext() {
  const mount = waiting.shift();
  if (!mount) {
    draining = false;
    return;
  }
  mount();
  whenIdle(mountNext);
}

function enqueue(mount: () => void) {
  waiting.push(mount);
  if (draining) return;
  draining = true;
  // After the frame that shows the screen, then at the browser's pace.
  requestAnimationFrame(() => setTimeout(() => whenIdle(mountNext), 0));
}

/**
 * Whether a card of this priority (ui/loadPriority.ts) may mount now: at once when it is on screen
 * or outside the deck; next to the screen, once the screen is drawn and the browser is idle, one
 * card at a time and as a transition, so that neither its code nor its data delays what the
 * patient sees and no long task blocks a tap; further away, not yet. Once mounted, it stays.
 */
export function useCardMounted(priority: LoadPriority): boolean {
  const [mounted, setMounted] = useState(priority === "high" || priority === "auto");
  if (!mounted && (priority === "high" || priority === "auto")) setMounted(true);
  const waits = !mounted && priority === "low";
  useEffect(() => {
    if (!waits) return;
    let live = true;
    const mount = () => {
      if (live) startTransition(() => setMounted(true));
    };
    enqueue(mount);
    return () => {
      live = false;
      const at = waiting.indexOf(mount);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [waits]);
  return mounted;
}
