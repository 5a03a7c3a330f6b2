import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useT } from "../../app/i18n/useT";
import { AfterHydration } from "../../ui/AfterHydration";
import { position, type SnapPlayer } from "./trackPosition";
import "./deck.css";

/** The swipe and the animated moves come once the cards are drawn (deckMotion.tsx). */
const DeckMotion = lazy(() => import("./deckMotion").then((module) => ({ default: module.DeckMotion })));

export interface Slide {
  key: string;
  node: ReactNode;
}

interface DeckTrackProps {
  slides: Slide[];
  index: number;
  onIndexChange: (index: number) => void;
}

function isTextEntry(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest("input, textarea, select, video, [contenteditable]") !== null
  );
}

/**
 * The horizontally snapped cards: drag with touch or mouse (once deckMotion.tsx is loaded), arrow
 * keys, Home and End. Swiping only moves between cards; completing one is the card's own button.
 * Cards out of view are inert, so neither Tab nor a screen reader lands on them.
 */
export function DeckTrack({ slides, index, onIndexChange }: DeckTrackProps) {
  const t = useT();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const player = useRef<SnapPlayer | null>(null);
  const lastIndex = slides.length - 1;
  const current = slides[index]?.key;

  const snap = useCallback((to: number) => {
    const element = track.current;
    if (!element) return;
    const from = element.style.transform || position(to);
    const target = position(to);
    // The inline style holds the end state; the animation, once loaded, only plays the way there.
    element.style.transform = target;
    if (from !== target) player.current?.(element, from, target);
  }, []);

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
      <AfterHydration>
        <Suspense fallback={null}>
          <DeckMotion
            viewport={viewport}
            track={track}
            index={index}
            lastIndex={lastIndex}
            onIndexChange={onIndexChange}
            snap={snap}
            player={player}
          />
        </Suspense>
      </AfterHydration>
    </div>
  );
}
