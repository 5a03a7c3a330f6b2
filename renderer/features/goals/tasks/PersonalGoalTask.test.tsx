import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { IncomingCard } from "../../../cards/types";
import { goalServer, personalGoalCard } from "../goalFixtures";
import { mockApi } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { CardView } from "../../../cards/CardView";

async function renderCard(inProgress = 2) {
  const { api } = mockApi(goalServer({ inProgress }));
  const complete = vi.fn();
  await renderWithProviders(<CardView card={personalGoalCard as IncomingCard} complete={complete} />, {
    api,
  });
  return complete;
}

describe("PersonalGoalTask", () => {
  it("completes the card with done true and the new goal once it is created", async () => {
    const complete = await renderCard();
    expect(await screen.findByText("Pick one habit to follow for a week. Small steps count.")).toBeTruthy();
    const validate = (await screen.findByRole("button", { name: "Set the goal" })) as HTMLButtonElement;
    expect(validate.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Target (glasses)"), { target: { value: "8" } });
    fireEvent.click(validate);
    await waitFor(() =>
      expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { goalId: "goal-3" } }),
    );
  });

  it("at 10 goals in progress, offers to put the card aside (done false)", async () => {
    const complete = await renderCard(10);
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: false });
  });
});
