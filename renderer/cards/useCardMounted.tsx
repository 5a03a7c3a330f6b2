import { startTransition, useCallback, useEffect, useState } from "react";
import { CardLoading } from "./CardLoading";
import type { LoadPriority } from "../ui/loadPriority";
import { whenIdle } from "../ui/whenIdle";

// Cards waiting to mount, one per idle moment of the browser, in the order they asked.
const waiting: Array<() => void> = [];
let draining = false;
/** When the queue last moved: a chain that has not moved for this long lost its callback. */
let lastMove = 0;
const STALLED_MS = 3000;

/** The longest a card waits for an idle moment of the browser. */
const IDLE_TIMEOUT_MS = 1000;

function mountNext() {
  lastMove = Date.now();
  const mount = waiting.shift();
  if (!mount) {
    draining = false;
    return;
  }
  mount();
  whenIdle(mountNext, IDLE_TIMEOUT_MS);
}

function startDraining() {
  draining = true;
  lastMove = Date.now();
  // After the frame that shows the screen, then at the browser's pace.
  requestAnimationFrame(() => setTimeout(() => whenIdle(mountNext, IDLE_TIMEOUT_MS), 0));
}

function enqueue(mount: () => void) {
  waiting.push(mount);
  if (!draining) return startDraining();
  // A scheduled callback can be lost (a clock replaced under it, as a test's fake timers do): a
  // queue that has not moved for STALLED_MS starts again rather than waiting for it for ever.
  setTimeout(() => {
    if (draining && waiting.length > 0 && Date.now() - lastMove >= STALLED_MS) startDraining();
  }, STALLED_MS);
}

/**
 * Whether a card of this priority (ui/loadPriority.ts) may mount now: at once when it is on screen
 * or outside the deck; next to the screen, once the screen is drawn and the browser is idle, one
 * card at a time and as a transition, so that neither its code nor its data delays what the
 * patient sees and no long task blocks a tap; further away, not yet. Once mounted, it stays.
 * Answers that, and `mount`, which `<MountWhenIdle>` calls when the card's turn comes: only a
 * card that waits has an effect of its own, not each of a deck's hundred mounted ones.
 */
export function useCardMounted(priority: LoadPriority): [mounted: boolean, mount: () => void] {
  const [mounted, setMounted] = useState(priority === "high" || priority === "auto");
  if (!mounted && (priority === "high" || priority === "auto")) setMounted(true);
  const mount = useCallback(() => startTransition(() => setMounted(true)), []);
  return [mounted, mount];
}

/** Shows the loading card, and mounts the card (`mount`) at its turn among those waiting. */
export function MountWhenIdle({ mount }: { mount: () => void }) {
  useEffect(() => {
    let live = true;
    const turn = () => {
      if (live) mount();
    };
    enqueue(turn);
    return () => {
      live = false;
      const at = waiting.indexOf(turn);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [mount]);
  return <CardLoading />;
}
