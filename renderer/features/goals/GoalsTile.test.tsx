import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { goalServer } from "./goalFixtures";
import { mockApi } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { GoalsTile } from "./GoalsTile";

async function renderTile(inProgress: number) {
  const { api } = mockApi(goalServer({ inProgress }));
  await renderWithProviders(<GoalsTile />, { api });
  await screen.findByTestId(inProgress === 0 ? "goals-tile" : "my-goals");
}

describe("GoalsTile", () => {
  it("lists the goals in progress, each linking to its page", async () => {
    await renderTile(2);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute("href")).toBe("/app/patient/ressources/goals/goal-1");
    expect(links[0]?.textContent).toContain("At least 8 glasses every day");
  });

  it("shows the add button below 10 goals and opens the form", async () => {
    await renderTile(9);
    fireEvent.click(screen.getByRole("button", { name: "Add a goal" }));
    expect(await screen.findByTestId("goal-form")).toBeTruthy();
  });

  it("hides the add button at 10 goals in progress", async () => {
    await renderTile(10);
    expect(screen.getAllByRole("link")).toHaveLength(10);
    expect(screen.queryByRole("button", { name: "Add a goal" })).toBeNull();
  });
});
