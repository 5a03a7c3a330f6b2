import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useDrag } from "@use-gesture/react";
import { useAnimate } from "framer-motion/mini";
import { useReducedMotion } from "framer-motion";
import { reportError } from "../../app/errors/reportError";
import { useT } from "../../app/i18n/useT";
import "./deck.css";

export interface Slide {
  key: string;
  node: ReactNode;
}

interface DeckTrackProps {
  slides: Slide[];
  index: number;
  onIndexChange: (index: number) => void;
}

// A release past a fifth of the width, or a flick, moves to the next card.
const SWIPE_RATIO = 0.2;
const FLICK_VELOCITY = 0.4;
const SNAP = { duration: 0.32, ease: [0.2, 0.8, 0.2, 1] as [number, number, number, number] };

const position = (index: number, offsetPx = 0) => `translateX(calc(${-index * 100}% + ${offsetPx}px))`;

function isTextEntry(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest("input, textarea, select, video, [contenteditable]") !== null
  );
}

/**
 * The horizontally snapped cards: drag with touch or mouse, arrow keys, Home and End. Swiping
 * only moves between cards; completing one is the card's own button. Cards out of view are inert,
 * so neither Tab nor a screen reader lands on them.
 */
export function DeckTrack({ slides, index, onIndexChange }: DeckTrackProps) {
  const t = useT();
  const reducedMotion = useReducedMotion() === true;
  const viewport = useRef<HTMLDivElement>(null);
  const [track, animate] = useAnimate<HTMLDivElement>();
  const lastIndex = slides.length - 1;
  const current = slides[index]?.key;

  const snap = useCallback(
    (to: number) => {
      const element = track.current;
      if (!element) return;
      const from = element.style.transform || position(to);
      const target = position(to);
      // The inline style holds the end state; the animation only plays the way there.
      element.style.transform = target;
      if (reducedMotion || typeof element.animate !== "function" || from === target) return;
      try {
        animate(element, { transform: [from, target] }, SNAP);
      } catch (error) {
        // The card is already in place; only the motion is lost. Say so, but keep the deck.
        reportError(error, { source: "deck-animation" });
      }
    },
    [animate, reducedMotion, track],
  );

  useLayoutEffect(() => snap(index), [index, snap]);

  useEffect(() => {
    // Moving away from (or completing) the focused card would drop focus on <body>: keep it here.
    const active = document.activeElement;
    if (active === document.body || (active && viewport.current?.contains(active))) {
      viewport.current
        ?.querySelector<HTMLElement>(`[data-slide-current="true"]`)
        ?.focus({ preventScroll: true });
    }
  }, [current]);

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
  }, []);

  const bind = useDrag(
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
    { axis: "x", filterTaps: true, pointer: { keys: false } },
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (isTextEntry(event.target)) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: lastIndex,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      onIndexChange(Math.min(Math.max(to, 0), lastIndex));
      return;
    }
    // Enter on the card itself presses its primary button (Done, Close, Spin).
    if (
      event.key === "Enter" &&
      event.target instanceof HTMLElement &&
      event.target.dataset.slideCurrent === "true"
    ) {
      event.preventDefault();
      event.target.querySelector<HTMLButtonElement>("[data-primary-action]:not(:disabled)")?.click();
    }
  }

  return (
    <div
      className="deck__viewport"
      ref={viewport}
      onKeyDown={onKeyDown}
      // A picture or link dragged with the mouse would start the browser's drag, not the swipe.
      onDragStart={(event) => event.preventDefault()}
      {...bind()}
    >
      {/* No transform in JSX: React would overwrite a drag in progress; `snap` owns that style. */}
      <div className="deck__track" ref={track}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className="deck__slide"
            role="group"
            aria-label={t("deck.position", { index: i + 1, total: slides.length })}
            aria-hidden={i === index ? undefined : true}
            inert={i !== index}
            tabIndex={i === index ? 0 : -1}
            data-slide-current={i === index ? "true" : "false"}
          >
            <div className="deck__slide-inner">{slide.node}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
