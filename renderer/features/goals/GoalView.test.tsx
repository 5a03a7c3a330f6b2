import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { goalOffTrack, goalOnTrack, goalServer, goalWithoutData } from "./goalFixtures";
import { mockApi } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { GoalView } from "./GoalView";

// uPlot draws on a canvas, which happy-dom does not have; the chart's table carries the values.
vi.mock("../../ui/charts/dayChartPlot", () => ({ drawDayChart: () => () => {} }));

async function renderGoal(detail = goalOnTrack) {
  const { api, calls } = mockApi(goalServer({ detail }));
  const onGaveUp = vi.fn();
  await renderWithProviders(<GoalView goalId={detail.id} onGaveUp={onGaveUp} />, { api });
  await screen.findByTestId("goal-card");
  return { calls, onGaveUp };
}

describe("GoalView", () => {
  it("shows the goal card: value, type and target, the ten-step bar and a tick", async () => {
    await renderGoal();
    expect(screen.getByRole("heading", { name: "Water" })).toBeTruthy();
    expect(screen.getByText("At least 8 glasses every day")).toBeTruthy();
    expect(screen.getByTestId("goal-verdict").textContent).toBe("✓Goal met so far");
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuetext")).toBe("4 of 7 days elapsed");
    expect(bar.querySelectorAll(".goal-progress__step")).toHaveLength(10);
    expect(bar.querySelectorAll(".goal-progress__step--filled")).toHaveLength(6);
    expect(screen.getAllByRole("row")).toHaveLength(5);
  });

  it("shows a cross when the goal is missed, and neither until data exists", async () => {
    await renderGoal(goalOffTrack);
    expect(screen.getByTestId("goal-verdict").textContent).toBe("✗Goal missed so far");
  });

  it("shows no verdict and no chart before the first value", async () => {
    await renderGoal(goalWithoutData);
    expect(screen.queryByTestId("goal-verdict")).toBeNull();
    expect(screen.getByText("No values recorded yet for this goal.")).toBeTruthy();
  });

  it("gives up in two taps: give up, then confirm; then goes home", async () => {
    const { calls, onGaveUp } = await renderGoal();
    fireEvent.click(screen.getByRole("button", { name: "Give up" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Yes, give up" }));
    await waitFor(() => expect(onGaveUp).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/patient/personalGoals/goal-water",
    ]);
  });

  it("keeps the goal when the confirmation is cancelled", async () => {
    const { calls, onGaveUp } = await renderGoal();
    fireEvent.click(screen.getByRole("button", { name: "Give up" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep going" }));
    expect(screen.getByRole("button", { name: "Give up" })).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    expect(onGaveUp).not.toHaveBeenCalled();
  });

  it("answers a missing goal with the not-found message", async () => {
    const { api } = mockApi(goalServer());
    await renderWithProviders(<GoalView goalId="nope" onGaveUp={vi.fn()} />, { api });
    expect((await screen.findByRole("alert")).textContent).toContain("does not exist");
  });
});
