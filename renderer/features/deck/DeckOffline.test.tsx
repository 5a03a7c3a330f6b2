import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { choiceCard, dailyQueue, defaultCard, FIXTURE_DATE } from "../../test/fixtures";
import { mockApi, ok } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { createQueryClient } from "../../app/api/createQueryClient";
import { meKey } from "../../app/session/queries";
import { openOutbox, replay } from "../../app/offline/outbox";
import { showOutbox } from "../../app/offline/outboxState";
import { Deck } from "./Deck";

afterEach(() => {
  vi.unstubAllGlobals();
  showOutbox([]);
});

const cardIds = () => screen.getAllByTestId("card").map((card) => card.dataset.cardId);

describe("the deck offline (docs/features/offline.md)", () => {
  it("takes a completed card out at once, keeps it in the outbox and counts it on the wheel as pending", async () => {
    const userId = `offline-deck-${Date.now()}`;
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(meKey, { id: userId });
    await openOutbox(userId);
    const mock = mockApi({
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard, choiceCard], 2)),
      "POST /api/patient/notifications/validate/:notificationId": () =>
        ok({ events: [{ type: "REWARD", amount: 10 }], userMetadata: { luckyOutchi: 3 } }),
    });
    await renderWithProviders(<Deck date={FIXTURE_DATE} onClose={() => {}} />, {
      api: mock.api,
      queryClient,
    });
    await screen.findAllByTestId("card");
    expect(screen.getByTestId("wheel-count").textContent).toBe("2/6");

    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(cardIds()).toEqual(["card-choice"]));
    await waitFor(() => expect(screen.getByTestId("wheel-count").textContent).toBe("3/6"));
    expect(screen.getByTestId("wheel-pending").textContent).toBe("1 card waiting to be sent");
    expect(mock.calls.filter((call) => call.method === "POST")).toEqual([]);

    vi.stubGlobal("navigator", { ...navigator, onLine: true });
    await act(async () => {
      const outcome = await replay(mock.api, userId);
      expect(outcome.landed).toHaveLength(1);
    });
    const posts = mock.calls.filter((call) => call.method === "POST");
    expect(posts).toEqual([
      expect.objectContaining({
        params: { notificationId: "card-default" },
        body: { value: { done: true }, key: expect.any(String) },
      }),
    ]);
    await waitFor(() => expect(screen.queryByTestId("wheel-pending")).toBeNull());
  });
});
