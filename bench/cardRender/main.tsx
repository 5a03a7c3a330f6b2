/**
 * Renders 100 task cards (the tour's first task types, in turn) with the app's providers, and
 * records in `window.cardRenderMs` how long each full render took, from `render()` to the frame
 * after React committed and the browser laid the cards out; then 100 cards of each type alone, in
 * `window.cardRenderMsByKind`, which names the type that makes the mix slow. Built and timed by
 * bench/cardRender.ts.
 */
import { useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { ApiProvider } from "../../renderer/app/api/ApiContext";
import { createQueryClient } from "../../renderer/app/api/createQueryClient";
import { CardView } from "../../renderer/cards/CardView";
import type { IncomingCard } from "../../renderer/cards/types";
import { I18nProvider } from "../../renderer/app/i18n/I18nProvider";
import { loadMessages } from "../../renderer/app/i18n/loadMessages";
import { mockApi } from "../../renderer/test/mockApi";
import {
  choiceCard,
  chronoCard,
  defaultCard,
  enigmeCard,
  mediaImageCard,
  mediaVideoCard,
} from "../../renderer/test/fixtures";
import "../../renderer/app/styles/base.css";
import "../../renderer/cards/cards.css";

declare global {
  interface Window {
    cardRenderMs?: number[];
    /** The runs of 100 cards of one type, by type. */
    cardRenderMsByKind?: Record<string, number[]>;
    /** Present when Chromium runs with --js-flags=--expose-gc (bench/cardRender.ts). */
    gc?: () => void;
  }
}

const CARDS = 100;
const RUNS = 30;
const RUNS_PER_KIND = 10;
const kinds = { defaultCard, mediaImageCard, mediaVideoCard, choiceCard, chronoCard, enigmeCard };
const deal = (from: IncomingCard[]) =>
  Array.from({ length: CARDS }, (_, i) => ({ ...from[i % from.length]!, id: `card-${i}` }));
const complete = () => undefined;

function Cards({ cards, onCommit }: { cards: IncomingCard[]; onCommit: () => void }) {
  // A layout effect's return value is its cleanup: onCommit's number must not be returned.
  useLayoutEffect(() => {
    onCommit();
  });
  return (
    <div className="bench-cards">
      {cards.map((card) => (
        <CardView key={card.id} card={card} complete={complete} />
      ))}
    </div>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function timeRuns(cards: IncomingCard[], runs: number): Promise<number[]> {
  const messages = await loadMessages("en");
  const api = mockApi({}).api;
  const container = document.getElementById("root")!;
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const root = createRoot(container);
    const queryClient = createQueryClient({ retry: false });
    let committed = 0;
    const router = createRouter({
      routeTree: createRootRoute({
        component: () => <Cards cards={cards} onCommit={() => (committed = performance.now())} />,
      }),
      history: createMemoryHistory({ initialEntries: ["/"] }),
    });
    await router.load();
    const start = performance.now();
    flushSync(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={api}>
            <I18nProvider locale="en" messages={messages}>
              <RouterProvider router={router} />
            </I18nProvider>
          </ApiProvider>
        </QueryClientProvider>,
      ),
    );
    // Layout of what was committed: reading a size forces it, as the browser would before painting.
    void container.getBoundingClientRect().height;
    const laidOut = performance.now();
    if (!committed || container.querySelectorAll("article").length < CARDS) {
      throw new Error(`rendered ${container.querySelectorAll("article").length} of ${CARDS} cards`);
    }
    times.push(laidOut - start);
    root.unmount();
    // Let the browser paint and rasterize what it had, and collect the run's garbage, before the
    // next run starts: each run is timed alone, not racing the previous one's leftovers.
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.gc?.();
  }
  return times;
}

async function main() {
  const mixed = await timeRuns(deal(Object.values(kinds)), RUNS);
  const byKind: Record<string, number[]> = {};
  for (const [name, card] of Object.entries(kinds))
    byKind[name] = await timeRuns(deal([card]), RUNS_PER_KIND);
  window.cardRenderMsByKind = byKind;
  window.cardRenderMs = mixed;
}

main().catch((error: unknown) => {
  document.title = `failed: ${String(error)}`;
});
