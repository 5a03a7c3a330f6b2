import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { LUCKY_WHEEL_SPIN_MS } from "../../../engine/rewards/luckyWheel";
import {
  choiceCard,
  dailyQueue,
  defaultCard,
  enigmeCard,
  FIXTURE_DATE,
  unknownTypeCard,
} from "../../test/fixtures";
import type { CompleteCardAnswer } from "../../../card-schemas";
import { fail, mockApi, ok, type MockResponse } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { Deck } from "./Deck";
import { callKey } from "../../app/api/callKey";
import { allMessages } from "../../test/messages";
import { personalizationView } from "../home/homeFixtures";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const cardIds = () => screen.getAllByTestId("card").map((card) => card.dataset.cardId);
const progress = () => screen.getByTestId("wheel-count").textContent;

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderDeck(routes: Parameters<typeof mockApi>[0]) {
  const mock = mockApi(routes);
  const onClose = vi.fn();
  const view = await renderWithProviders(<Deck date={FIXTURE_DATE} onClose={onClose} />, { api: mock.api });
  await screen.findByTestId("deck");
  return { ...view, ...mock, onClose };
}

describe("Deck", () => {
  it("shows the cards in order with the wheel progress and one dot per card", async () => {
    await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard, choiceCard, enigmeCard], 2)),
    });
    await screen.findAllByTestId("card");
    expect(cardIds()).toEqual(["card-default", "card-choice", "card-enigme"]);
    expect(screen.getAllByTestId("card").map((card) => card.dataset.cardType)).toEqual([
      "TASK",
      "TASK",
      "TASK",
    ]);
    expect(progress()).toBe("2/6");
    // Read out as a sentence; the short n/6 is for the eyes only.
    expect(screen.getByTestId("wheel-progress").textContent).toContain("Lucky wheel: 2 of 6 cards completed");
    expect(screen.getByTestId("wheel-count").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getAllByTestId("pager-dot")).toHaveLength(3);
  });

  it("asks for the deck of its date", async () => {
    const { calls } = await renderDeck({ "GET /api/patient/todo": () => ok(dailyQueue([])) });
    await screen.findByTestId("deck-empty");
    expect(calls[0]?.query.get("date")).toBe(FIXTURE_DATE);
  });

  it("reads the next day's deck ahead once the browser is idle, not while the first screen is drawn", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const { calls } = await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard, choiceCard], 2)),
    });
    await screen.findAllByTestId("card");
    const nextDay = () => calls.filter((call) => call.query.get("date") !== FIXTURE_DATE);
    expect(nextDay()).toEqual([]);
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    act(() => idle.splice(0).forEach((callback) => callback()));
    await waitFor(() => expect(nextDay()).toHaveLength(1));
  });

  it("removes a completed card at once, then applies the server's counter and refreshes the balance", async () => {
    const answer = deferred<MockResponse<CompleteCardAnswer>>();
    const { calls, queryClient } = await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard, choiceCard], 2)),
      "POST /api/patient/notifications/validate/:notificationId": () => answer.promise,
    });
    queryClient.setQueryData(callKey("GET /api/patient/bank"), { amount: 1, allTimeAmount: 1 });
    await screen.findAllByTestId("card");

    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(cardIds()).toEqual(["card-choice"]));
    const validate = calls.find((call) => call.method === "POST");
    expect(validate).toMatchObject({
      params: { notificationId: "card-default" },
      body: { value: { done: true } },
    });
    expect(progress()).toBe("2/6");

    await act(async () => answer.resolve(ok({ events: [], userMetadata: { luckyOutchi: 3 } })));
    await waitFor(() => expect(progress()).toBe("3/6"));
    expect(queryClient.getQueryState(callKey("GET /api/patient/bank"))?.isInvalidated).toBe(true);
    expect(cardIds()).toEqual(["card-choice"]);
  });

  it("showers the confetti the patient bought once a card is done, and not before", async () => {
    await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard, choiceCard], 2)),
      "POST /api/patient/notifications/validate/:notificationId": () =>
        ok({ events: [], userMetadata: { luckyOutchi: 3 } }),
      "GET /api/patient/personalization": () => ok(personalizationView()),
    });
    await screen.findAllByTestId("card");
    expect(screen.queryByTestId("confetti")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(await screen.findByTestId("confetti")).toBeTruthy();
  });

  it("puts the card back where it was and says why when the server refuses", async () => {
    await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard, choiceCard], 2)),
      "POST /api/patient/notifications/validate/:notificationId": () => fail(403, "FORBIDDEN", "Not allowed"),
    });
    await screen.findAllByTestId("card");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    const alert = await screen.findByTestId("deck-error");
    expect(alert.textContent).toContain("This card could not be saved");
    expect(alert.textContent).toContain("You are not allowed to do this.");
    expect(cardIds()).toEqual(["card-default", "card-choice"]);
  });

  it("drops a card whose day is over (409 CARD_EXPIRED) instead of putting it back, and says why", async () => {
    let reads = 0;
    await renderDeck({
      // The next day's deck, read ahead (docs/features/offline.md), is not this day's.
      "GET /api/patient/todo": (request) =>
        request.query.get("date") !== FIXTURE_DATE
          ? ok(dailyQueue([]))
          : ok(dailyQueue(reads++ === 0 ? [defaultCard, choiceCard] : [choiceCard], 2)),
      "POST /api/patient/notifications/validate/:notificationId": () =>
        fail(409, "CARD_EXPIRED", "This card's day is over"),
    });
    await screen.findAllByTestId("card");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    const alert = await screen.findByTestId("deck-error");
    expect(alert.textContent).toContain(allMessages.en["errors.CARD_EXPIRED"]);
    expect(alert.textContent).not.toContain(allMessages.en["deck.completeError"]);
    await waitFor(() => expect(reads).toBe(2));
    expect(cardIds()).toEqual(["card-choice"]);
  });

  it("moves between cards with the arrow keys and the dots, without completing them", async () => {
    const { calls } = await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard, choiceCard, enigmeCard])),
    });
    await screen.findAllByTestId("card");
    const dots = () => screen.getAllByTestId("pager-dot").map((dot) => dot.getAttribute("aria-current"));
    expect(dots()).toEqual(["step", null, null]);
    fireEvent.keyDown(screen.getByTestId("deck").querySelector('[data-slide-current="true"]')!, {
      key: "ArrowRight",
    });
    expect(dots()).toEqual([null, "step", null]);
    fireEvent.click(screen.getByRole("button", { name: "Card 3 of 3" }));
    expect(dots()).toEqual([null, null, "step"]);
    expect(screen.getByRole("button", { name: "See the answer" })).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("presses the focused card's primary button on Enter", async () => {
    const { calls } = await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard])),
      "POST /api/patient/notifications/validate/:notificationId": () =>
        ok({ events: [], userMetadata: { luckyOutchi: 3 } }),
    });
    await screen.findAllByTestId("card");
    const slide = screen.getByTestId("deck").querySelector<HTMLElement>('[data-slide-current="true"]')!;
    fireEvent.keyDown(slide, { key: "Enter" });
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
  });

  it("shows an unknown card as ERROR, whose Close dismisses it with done false, and leaves out dropped cards", async () => {
    const { calls } = await renderDeck({
      "GET /api/patient/todo": () =>
        ok(
          dailyQueue([unknownTypeCard, { ...unknownTypeCard, id: "dropped", fallback: "drop" }, defaultCard]),
        ),
      "POST /api/patient/notifications/validate/:notificationId": () =>
        ok({ events: [], userMetadata: { luckyOutchi: 2 } }),
    });
    await screen.findAllByTestId("card");
    expect(cardIds()).toEqual(["card-unknown", "card-default"]);
    const errorCard = screen.getAllByTestId("card")[0]!;
    expect(within(errorCard).getByText("ERROR")).toBeTruthy();
    fireEvent.click(within(errorCard).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(cardIds()).toEqual(["card-default"]));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      params: { notificationId: "card-unknown" },
      body: { value: { done: false } },
    });
  });

  it("shows the empty state with its four ways out", async () => {
    await renderDeck({ "GET /api/patient/todo": () => ok(dailyQueue([], 1)) });
    const empty = await screen.findByTestId("deck-empty");
    const hrefs = within(empty)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/app/patient",
      "/app/patient/program",
      "/app/patient/rewards",
      "/app/patient/journal/medical",
    ]);
  });

  it("tells a patient who follows no program to pick one, first of the ways out", async () => {
    await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([])),
      "GET /api/patient/programs": () => ok({ items: [] }),
    });
    const empty = await screen.findByTestId("deck-empty");
    await within(empty).findByText(allMessages.en["deck.empty.noProgram.title"]);
    expect(within(empty).getAllByRole("link")[0]!.getAttribute("href")).toBe("/app/patient/program");
    expect(within(empty).getByTestId("find-program").className).toContain("btn--primary");
  });

  it("keeps the pager on one line and one Tab stop, moved with the arrow keys", async () => {
    const many = Array.from({ length: 26 }, (_, i) => ({ ...defaultCard, id: `card-${i}` }));
    await renderDeck({ "GET /api/patient/todo": () => ok(dailyQueue(many)) });
    await screen.findAllByTestId("card");
    const dots = () => screen.getAllByTestId("pager-dot");
    const current = () => dots().find((dot) => dot.getAttribute("aria-current") === "step")!;
    // A window of seven dots, the last one shrunk: more cards lie beyond.
    expect(dots()).toHaveLength(7);
    expect(dots().filter((dot) => dot.tabIndex === 0)).toEqual([current()]);
    expect(dots()[6]!.className).toContain("deck__dot--edge");
    expect(screen.getByTestId("pager-position").textContent).toBe("Card 1 of 26");

    current().focus();
    for (let i = 0; i < 5; i++) fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    await waitFor(() => expect(screen.getByTestId("pager-position").textContent).toBe("Card 6 of 26"));
    expect(document.activeElement).toBe(current());
    expect(current().getAttribute("aria-label")).toBe("Card 6 of 26");
    expect(dots()[0]!.getAttribute("aria-label")).toBe("Card 3 of 26");
    expect(dots().filter((dot) => dot.tabIndex === 0)).toHaveLength(1);

    fireEvent.keyDown(document.activeElement!, { key: "End" });
    await waitFor(() => expect(current().getAttribute("aria-label")).toBe("Card 26 of 26"));
    expect(document.activeElement).toBe(current());
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    await waitFor(() => expect(current().getAttribute("aria-label")).toBe("Card 1 of 26"));
  });

  it("closes with the close button and with Escape", async () => {
    const { onClose } = await renderDeck({ "GET /api/patient/todo": () => ok(dailyQueue([defaultCard])) });
    fireEvent.click(screen.getByRole("button", { name: "Close the cards" }));
    fireEvent.keyDown(screen.getByTestId("deck"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("puts the wheel first at 6, spins it, then shows the counter back at 0 once closed", async () => {
    let luckyOutchi = 6;
    const { calls } = await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard], luckyOutchi)),
      "GET /api/patient/luckyOutchi": () => {
        luckyOutchi = 0;
        return ok({ reward: 30, bonus: false });
      },
    });
    const wheel = await screen.findByTestId("lucky-wheel");
    expect(progress()).toBe("6/6");
    expect(screen.getAllByTestId("pager-dot")).toHaveLength(2);

    vi.useFakeTimers({ toFake: ["setTimeout"] });
    fireEvent.click(within(wheel).getByRole("button", { name: "Spin the wheel" }));
    expect(wheel.dataset.state).toBe("spinning");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LUCKY_WHEEL_SPIN_MS);
    });
    vi.useRealTimers();
    expect(wheel.dataset.state).toBe("won");
    expect(within(wheel).getByText("You won 30 rewards!")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/patient/luckyOutchi")?.headers["X-Requested-With"]).toBe(
      "fetch",
    );

    fireEvent.click(within(wheel).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.queryByTestId("lucky-wheel")).toBeNull());
    expect(progress()).toBe("0/6");
    const reads = () =>
      calls.filter((call) => call.path === "/api/patient/todo" && call.query.get("date") === FIXTURE_DATE);
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it("shows the wheel at once when the sixth card is done, wherever the patient was", async () => {
    await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([choiceCard, defaultCard, enigmeCard], 5)),
      "POST /api/patient/notifications/validate/:notificationId": () =>
        ok({ events: [], userMetadata: { luckyOutchi: 6 } }),
    });
    await screen.findAllByTestId("card");
    fireEvent.click(screen.getByRole("button", { name: "Card 2 of 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    const wheel = await screen.findByTestId("lucky-wheel");
    await waitFor(() =>
      expect(wheel.closest("[data-slide-current]")?.getAttribute("data-slide-current")).toBe("true"),
    );
    expect(screen.getAllByTestId("pager-dot").map((dot) => dot.getAttribute("aria-current"))).toEqual([
      "step",
      null,
      null,
    ]);
  });

  it("shows luckyOutchiError when the draw fails", async () => {
    await renderDeck({
      "GET /api/patient/todo": () => ok(dailyQueue([], 6)),
      "GET /api/patient/luckyOutchi": () => fail(409, "NOT_READY", "The wheel is not ready"),
    });
    const wheel = await screen.findByTestId("lucky-wheel");
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    fireEvent.click(within(wheel).getByRole("button", { name: "Spin the wheel" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LUCKY_WHEEL_SPIN_MS);
    });
    vi.useRealTimers();
    expect(within(wheel).getByRole("alert").textContent).toBe(
      "The wheel could not be spun. Please try again later.",
    );
  });
});
