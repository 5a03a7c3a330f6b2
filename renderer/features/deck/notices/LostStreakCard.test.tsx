import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { mockApi } from "../../../test/mockApi";
import { lostSerieCard, noticeApi } from "../noticeFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { LostStreakCard } from "./LostStreakCard";

async function renderCard(balance = 120, powers = 0) {
  const complete = vi.fn();
  const { api, calls } = mockApi(noticeApi({ balance, powers }));
  await renderWithProviders(<LostStreakCard card={lostSerieCard} complete={complete} />, { api });
  return { complete, calls };
}

describe("LostStreakCardData", () => {
  it("tells the streak lost and the power's price", async () => {
    await renderCard();
    expect(screen.getByText("Yesterday's cards were not all done: your 12-day streak is lost.")).toBeTruthy();
    expect(screen.getByText("The power “Streak saver” restores it for 50 rewards.")).toBeTruthy();
  });

  it("buys the power once and completes the card", async () => {
    const { complete, calls } = await renderCard();
    const buy = screen.getByRole("button", { name: "Restore my streak" });
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() =>
      expect(complete).toHaveBeenCalledWith({
        done: true,
        data: { power: "LOST_SERIE", restoredDay: "2025-03-13" },
      }),
    );
    expect(complete).toHaveBeenCalledOnce();
    expect(calls.map((call) => call.path)).toEqual([
      "/api/patient/powers/LOST_SERIE",
      "/api/patient/powers/LOST_SERIE/buy",
    ]);
  });

  it("says when rewards are short, links to the rewards and keeps the card", async () => {
    const { complete } = await renderCard(10);
    fireEvent.click(screen.getByRole("button", { name: "Restore my streak" }));
    const alert = await screen.findByTestId("lost-serie-not-enough");
    expect(alert.textContent).toContain("You do not have enough rewards for this power.");
    expect(screen.getByRole("link", { name: "Get rewards" }).getAttribute("href")).toBe(
      "/app/patient/rewards",
    );
    expect(screen.getByRole("button", { name: "Restore my streak" })).toHaveProperty("disabled", true);
    expect(complete).not.toHaveBeenCalled();
  });

  it("dismisses with Let it go", async () => {
    const { complete, calls } = await renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Let it go" }));
    expect(complete).toHaveBeenCalledWith({ done: false });
    expect(calls.map((call) => call.path)).toEqual(["/api/patient/powers/LOST_SERIE"]);
  });

  it("uses a power the patient holds instead of buying one", async () => {
    const { complete, calls } = await renderCard(0, 2);
    const use = await screen.findByRole("button", { name: "Use a power “Streak saver” (2 held)" });
    fireEvent.click(use);
    await waitFor(() =>
      expect(complete).toHaveBeenCalledWith({
        done: true,
        data: { power: "LOST_SERIE", restoredDay: "2025-03-13" },
      }),
    );
    // The count is asked again once one is used.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual([
        "/api/patient/powers/LOST_SERIE",
        "/api/patient/powers/LOST_SERIE/use",
        "/api/patient/powers/LOST_SERIE",
      ]),
    );
  });
});
