import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { awardsServer } from "../awardsFixtures";
import { mockApi } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { AwardsTree } from "./AwardsTree";

async function renderTree(options: Parameters<typeof awardsServer>[0] = {}) {
  const { api, calls } = mockApi(awardsServer(options));
  await renderWithProviders(<AwardsTree />, { api });
  await screen.findByTestId("branch-KNOWLEDGE");
  return { calls };
}

describe("AwardsTree", () => {
  it("shows each branch's percent and each award locked, open or claimed", async () => {
    await renderTree();
    expect(within(screen.getByTestId("branch-DISCIPLINE")).getByText("16 %")).toBeTruthy();
    expect(
      within(screen.getByTestId("award-AWARDV2_DISCIPLINE_1_1")).getByText("Already claimed"),
    ).toBeTruthy();
    const locked = screen.getByTestId("award-AWARDV2_DISCIPLINE_1_2");
    expect(within(locked).getByText("Locked")).toBeTruthy();
    expect(within(locked).getByText("4 / 7")).toBeTruthy();
    expect(within(locked).getByText("A streak of 7 days")).toBeTruthy();
    expect(
      within(screen.getByTestId("award-AWARDV2_KNOWLEDGE_1_1")).getByRole("button", {
        name: "Open the award: Complete your profile to 100 %",
      }),
    ).toBeTruthy();
    expect(screen.getByText("Final award")).toBeTruthy();
  });

  it("claims an award and shows what was won in a dialog", async () => {
    const { calls } = await renderTree();
    fireEvent.click(screen.getByRole("button", { name: "Open the award: Complete your profile to 100 %" }));
    const dialog = await screen.findByRole("dialog", { name: "Award unlocked!" });
    expect(within(dialog).getByText("+100 rewards")).toBeTruthy();
    expect(within(dialog).getByText("The title “Curious”")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/AWARDV2_KNOWLEDGE_1_1"))).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Great!" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByTestId("award-AWARDV2_KNOWLEDGE_1_1")).getByText("Already claimed"),
      ).toBeTruthy(),
    );
  });

  it("shows a failed claim as an error", async () => {
    await renderTree({ failClaim: { status: 409, code: "AWARD_LOCKED" } });
    fireEvent.click(screen.getByRole("button", { name: "Open the award: Complete your profile to 100 %" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
