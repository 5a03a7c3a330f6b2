import { useEffect, useRef, type RefObject } from "react";
import { useDrag } from "@use-gesture/react";
import { useAnimate } from "framer-motion/mini";
import { useReducedMotion } from "framer-motion";
import { reportError } from "../../app/errors/reportError";
import { position, type SnapPlayer } from "./trackPosition";

// A release past a fifth of the width, or a flick, moves to the next card.
const SWIPE_RATIO = 0.2;
const FLICK_VELOCITY = 0.4;
const SNAP = { duration: 0.32, ease: [0.2, 0.8, 0.2, 1] as [number, number, number, number] };

export interface DeckMotionProps {
  viewport: RefObject<HTMLDivElement | null>;
  track: RefObject<HTMLDivElement | null>;
  index: number;
  lastIndex: number;
  onIndexChange: (index: number) => void;
  /** Puts the track back on `index`, through `player` once this gives one. */
  snap: (index: number) => void;
  /** Where this puts the animation that plays the track's moves, while it is mounted. */
  player: RefObject<SnapPlayer | null>;
}

/**
 * The deck's swipe and the animation of its moves (DeckTrack.tsx), a module of their own that the
 * deck loads once its first card is drawn: the card shows, and its buttons and the arrow keys
 * work, before this code arrives (the deck's first-card budget, npm run bench -- bundle). The
 * viewport says `data-swipe="ready"` while a swipe moves the cards.
 */
export function DeckMotion({
  viewport,
  track,
  index,
  lastIndex,
  onIndexChange,
  snap,
  player,
}: DeckMotionProps) {
  const reducedMotion = useReducedMotion() === true;
  const [, animate] = useAnimate<HTMLDivElement>();

  useEffect(() => {
    if (reducedMotion) return;
    player.current = (element, from, to) => {
      if (typeof element.animate !== "function") return;
      try {
        animate(element, { transform: [from, to] }, SNAP);
      } catch (error) {
        // The card is already in place; only the motion is lost. Say so, but keep the deck.
        reportError(error, { source: "deck-animation" });
      }
    };
    return () => {
      player.current = null;
    };
  }, [animate, player, reducedMotion]);

  // A sideways drag is the deck's: its touchmoves are cancelled. touch-action: pan-y stops the
  // browser from scrolling sideways, yet it still takes the finger for a scroll and, after a flick,
  // runs an unseen fling that the next touch only stops: a tap right after a swipe was lost.
  const swiping = useRef(false);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const cancel = (event: TouchEvent) => {
      if (swiping.current && event.cancelable) event.preventDefault();
    };
    element.addEventListener("touchmove", cancel, { passive: false });
    return () => element.removeEventListener("touchmove", cancel);
  }, [viewport]);

  useDrag(
    ({ active, last, movement: [mx], velocity: [vx], direction: [dx] }) => {
      swiping.current = active;
      const element = track.current;
      const width = viewport.current?.clientWidth ?? 1;
      if (!element) return;
      if (active) {
        // Resistance past the first and last card tells the patient there is nothing more.
        const atEdge = (index === 0 && mx > 0) || (index === lastIndex && mx < 0);
        element.style.transform = position(index, atEdge ? mx / 3 : mx);
        return;
      }
      if (!last) return;
      const flick = vx > FLICK_VELOCITY;
      let next = index;
      if (mx < -width * SWIPE_RATIO || (flick && dx < 0)) next = Math.min(index + 1, lastIndex);
      else if (mx > width * SWIPE_RATIO || (flick && dx > 0)) next = Math.max(index - 1, 0);
      if (next === index) snap(index);
      else onIndexChange(next);
    },
    { target: viewport, axis: "x", filterTaps: true, pointer: { keys: false } },
  );

  // Said once the drag's listeners are on the viewport (useDrag binds a target in its own effect,
  // declared before this one).
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    element.dataset.swipe = "ready";
    return () => {
      delete element.dataset.swipe;
    };
  }, [viewport]);

  return null;
}
