import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Deck } from "../features/deck/Deck";
import {
  dailyQueue,
  defaultParams,
  FIXTURE_DATE,
  mediaImageParams,
  PICTURE,
  taskCard,
} from "../test/fixtures";
import { mockApi, ok } from "../test/mockApi";
import { renderWithProviders } from "../test/renderWithProviders";

/** How long a test waits for what the deck mounts when the browser is idle. */
const IDLE_WAIT_MS = 5_000;

// Four cards with a picture each: on screen, next to it, and two further away.
const cards = [
  taskCard("first", { type: "DEFAULT", params: { ...defaultParams, imageLink: PICTURE } }),
  taskCard("second", { type: "MEDIA", params: mediaImageParams }),
  taskCard("third", { type: "DEFAULT", params: { ...defaultParams, imageLink: PICTURE } }),
  taskCard("fourth", { type: "DEFAULT", params: { ...defaultParams, imageLink: PICTURE } }),
];

const card = (id: string) => screen.getAllByTestId("card").find((element) => element.dataset.cardId === id)!;
const picture = (id: string) => {
  const img = card(id).querySelector("img")!;
  return [img.getAttribute("loading"), img.getAttribute("fetchpriority")];
};
const isLoading = (id: string) => within(card(id)).queryByTestId("card-loading") !== null;

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the deck's loading order", () => {
  it("draws the card on screen at once with its picture fetched first; its neighbour when idle; the rest on approach", async () => {
    const { api } = mockApi({ "GET /api/patient/todo": () => ok(dailyQueue(cards)) });
    await renderWithProviders(<Deck date={FIXTURE_DATE} onClose={() => {}} />, { api });
    await screen.findAllByTestId("card");

    expect(isLoading("first")).toBe(false);
    expect(picture("first")).toEqual(["eager", "high"]);
    expect(isLoading("second")).toBe(true);
    expect(isLoading("third")).toBe(true);

    // "When idle" has no deadline: on a loaded machine the browser's idle moments come late.
    await waitFor(() => expect(isLoading("second")).toBe(false), { timeout: IDLE_WAIT_MS });
    expect(picture("second")).toEqual(["lazy", "low"]);
    expect(isLoading("third")).toBe(true);
    expect(isLoading("fourth")).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Card 2 of 4" }));
    expect(picture("second")).toEqual(["eager", "high"]);
    await waitFor(() => expect(isLoading("third")).toBe(false), { timeout: IDLE_WAIT_MS });
    expect(isLoading("fourth")).toBe(true);

    // Jumping to a card draws it at once, whatever its turn.
    fireEvent.click(screen.getByRole("button", { name: "Card 4 of 4" }));
    expect(isLoading("fourth")).toBe(false);
    expect(picture("fourth")).toEqual(["eager", "high"]);
  });
});
