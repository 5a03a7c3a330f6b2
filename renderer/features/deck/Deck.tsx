import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import { Provider as JotaiProvider, useAtom } from "jotai";
import { useQuery } from "@tanstack/react-query";
import { isWheelReady } from "../../../engine/rewards";
import { useApi } from "../../app/api/ApiContext";
import { ApiError } from "../../app/api/ApiError";
import { CardView } from "../../cards/CardView";
import { CardLoading } from "../../cards/CardLoading";
import { resolveCard } from "../../cards/registry";
import type { CompleteResult, IncomingCard } from "../../cards/types";
import { useErrorMessage } from "../../app/errors/useErrorMessage";
import { useT } from "../../app/i18n/useT";
import { CardConfetti, LuckyWheelCard } from "../rewards";
import { useLuckyWheel } from "../rewards";
import { todoQuery } from "./todo/queries";
import { useCompleteCard } from "./todo/useCompleteCard";
import { useReadAhead } from "./todo/useReadAhead";
import { deckIndexAtom } from "./deckIndexAtom";
import { DeckPager } from "./DeckPager";
import { DeckTopBar } from "./DeckTopBar";
import { DeckTrack, type Slide } from "./DeckTrack";
import "./deck.css";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { useFocusTrap } from "../../ui/useFocusTrap";
import { LoadPriorityContext, slidePriority } from "../../ui/loadPriority";
import { AfterHydration } from "../../ui/AfterHydration";
import { usePending } from "../../app/offline/outboxState";

/** Shown only once the day is done: its code (and the programs it reads) comes when needed. */
const DeckEmpty = lazy(() => import("./DeckEmpty").then((module) => ({ default: module.DeckEmpty })));

export interface DeckProps {
  /** The patient's day whose deck is shown (YYYY-MM-DD). */
  date: string;
  onClose: () => void;
}

/**
 * The daily to-do overlay of docs/features/deck.md: wheel progress, close, pager and swiped cards. It is a
 * modal dialog: focus stays inside while it is open, and Escape closes it.
 */
export function Deck(props: DeckProps) {
  return (
    <JotaiProvider>
      <DeckScreen {...props} />
    </JotaiProvider>
  );
}

function DeckScreen({ date, onClose }: DeckProps) {
  const t = useT();
  const api = useApi();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  const todo = useQuery(todoQuery(api, date));
  useReadAhead(date, todo.data);
  const completion = useCompleteCard(date);
  const wheel = useLuckyWheel(date);
  const describeError = useErrorMessage();
  const [rawIndex, setIndex] = useAtom(deckIndexAtom);
  useDocumentTitle(t("deck.label"));

  // Cards completed offline move the counter as they will once their completions land.
  const pending = usePending();
  const counter = todo.data ? todo.data.data.luckyOutchi + pending.wheel : null;
  const { mutate: completeCard, reset: resetCompletion } = completion;
  // Each card done plays the confetti the patient may have bought (docs/features/rewards.md).
  const [confettiBurst, setConfettiBurst] = useState(0);
  const complete = useCallback(
    (cardId: string, result: CompleteResult) => {
      resetCompletion();
      completeCard(
        { cardId, result },
        { onSuccess: () => result.done && setConfettiBurst((burst) => burst + 1) },
      );
    },
    [completeCard, resetCompletion],
  );

  const wheelReady = isWheelReady(counter ?? 0);
  const slides = useMemo<Slide[]>(() => {
    if (!todo.data) return [];
    // A newer server may send types our generated `Card` union does not list: read them loosely.
    const cards = (todo.data.cards as unknown as IncomingCard[]).filter(
      (card) => resolveCard(card).kind !== "drop",
    );
    const cardSlides = cards.map((card) => ({
      key: card.id,
      node: (
        <div data-testid="card" data-card-id={card.id} data-card-type={card.type}>
          <CardView card={card} complete={(result) => complete(card.id, result)} />
        </div>
      ),
    }));
    if (!wheelReady) return cardSlides;
    const wheelSlide = {
      key: "lucky-wheel",
      node: (
        <AfterHydration fallback={<CardLoading />}>
          <Suspense fallback={<CardLoading />}>
            <LuckyWheelCard counter={counter ?? 0} spin={wheel.spin} onClose={wheel.close} />
          </Suspense>
        </AfterHydration>
      ),
    };
    return [wheelSlide, ...cardSlides];
  }, [todo.data, wheelReady, counter, complete, wheel.spin, wheel.close]);

  // After the last card goes, stay on what is now the last one.
  const index = Math.min(rawIndex, Math.max(slides.length - 1, 0));
  useEffect(() => {
    if (index !== rawIndex) setIndex(index);
  }, [index, rawIndex, setIndex]);

  // The wheel that a completed card makes ready comes first (docs/features/deck.md) and is shown at once,
  // wherever the patient was: it neither waits out of view nor shifts the card on screen.
  const wheelWasReady = useRef(wheelReady);
  useEffect(() => {
    if (wheelReady && !wheelWasReady.current) setIndex(0);
    wheelWasReady.current = wheelReady;
  }, [wheelReady, setIndex]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") onClose();
  }

  const failure = completion.error ? describeError(completion.error) : null;

  return (
    <div
      ref={dialog}
      className="deck"
      data-testid="deck"
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <h1 className="visually-hidden" id={titleId}>
        {t("deck.label")}
      </h1>
      <DeckTopBar counter={counter} pending={pending.wheel} onClose={onClose} />
      <CardConfetti burst={confettiBurst} />
      {failure && (
        <div className="alert deck__alert" role="alert" data-testid="deck-error">
          {/* An expired card does not come back: its own message says why. */}
          {!(completion.error instanceof ApiError && completion.error.code === "CARD_EXPIRED") && (
            <p>{t("deck.completeError")}</p>
          )}
          <p>{failure.text}</p>
        </div>
      )}
      <main className="deck__body" id="main">
        {todo.isPending && (
          <div className="deck__status" role="status" aria-busy="true" data-testid="deck-loading">
            <div className="spinner" aria-hidden="true" />
            <p>{t("deck.loading")}</p>
          </div>
        )}
        {todo.isError && (
          <div className="deck__status" data-testid="deck-load-error">
            <p className="alert" role="alert">
              {t("deck.loadError")} {describeError(todo.error).text}
            </p>
            <button type="button" className="btn btn--primary" onClick={() => void todo.refetch()}>
              {t("common.retry")}
            </button>
          </div>
        )}
        {todo.isSuccess && slides.length === 0 && (
          <AfterHydration>
            <Suspense fallback={null}>
              <DeckEmpty />
            </Suspense>
          </AfterHydration>
        )}
        {todo.isSuccess && slides.length > 0 && (
          <>
            <div className="deck__stage">
              <button
                type="button"
                className="btn btn--icon deck__nav deck__nav--prev"
                data-testid="deck-prev"
                aria-label={t("deck.previous")}
                disabled={index === 0}
                onClick={() => setIndex(index - 1)}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path
                    d="M15 5l-7 7 7 7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
              <DeckTrack
                // The card on screen loads first, its neighbours next, the others when they near it.
                slides={slides.map((slide, i) => ({
                  ...slide,
                  node: (
                    <LoadPriorityContext value={slidePriority(i, index)}>{slide.node}</LoadPriorityContext>
                  ),
                }))}
                index={index}
                onIndexChange={setIndex}
              />
              <button
                type="button"
                className="btn btn--icon deck__nav deck__nav--next"
                data-testid="deck-next"
                aria-label={t("deck.next")}
                disabled={index >= slides.length - 1}
                onClick={() => setIndex(index + 1)}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path
                    d="M9 5l7 7-7 7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
            <DeckPager count={slides.length} index={index} onSelect={setIndex} />
          </>
        )}
      </main>
    </div>
  );
}
