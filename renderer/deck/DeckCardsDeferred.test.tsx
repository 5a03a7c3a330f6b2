import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { dailyQueue, defaultCard, FIXTURE_DATE } from "../mocks/fixtures";
import { mockApi, ok } from "../mocks/mockApi";
import { renderWithProviders } from "../test/renderWithProviders";
import { todoKeys } from "../todo/queries";
import { Deck } from "./Deck";

// Each card takes 10 ms to draw, as a heavy card does on a slow phone.
vi.mock("../cards/CardView", () => ({
  CardView: () => {
    const until = performance.now() + 10;
    while (performance.now() < until) {
      // busy
    }
    return <p>card</p>;
  },
}));

const cards = Array.from({ length: 20 }, (_, i) => ({ ...defaultCard, id: `card-${i}` }));

describe("Deck, the day's cards arriving", () => {
  it("draws them in slices that let other tasks run, the spinner staying until they are drawn", async () => {
    const { api } = mockApi({ "GET /api/patient/todo": () => ok(dailyQueue(cards)) });
    const { queryClient } = await renderWithProviders(<Deck date={FIXTURE_DATE} onClose={() => {}} />, {
      api,
    });
    // Timer ticks that saw the cards in react-query's cache but not yet on screen.
    let ticksWhileDrawing = 0;
    const ticker = setInterval(() => {
      const cached = queryClient.getQueryData(todoKeys.day(FIXTURE_DATE)) !== undefined;
      if (cached && screen.queryAllByTestId("card").length === 0) {
        ticksWhileDrawing++;
        expect(screen.getByTestId("deck-loading")).toBeTruthy();
      }
    }, 1);
    try {
      expect(await screen.findAllByTestId("card", {}, { timeout: 5000 })).toHaveLength(20);
    } finally {
      clearInterval(ticker);
    }
    // 200 ms of rendering in one task would leave at most the tick before it starts.
    expect(ticksWhileDrawing).toBeGreaterThan(3);
  });
});
