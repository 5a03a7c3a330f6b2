import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { goalServer } from "./goalFixtures";
import { mockApi } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { GoalForm, type GoalFormProps } from "./GoalForm";

async function renderForm(server = goalServer(), props: Partial<GoalFormProps> = {}) {
  const { api, calls } = mockApi(server);
  const onCreated = vi.fn();
  await renderWithProviders(<GoalForm onCreated={onCreated} {...props} />, { api });
  await screen.findByTestId("goal-form");
  return { calls, onCreated };
}

const validate = () => screen.getByRole("button", { name: "Set the goal" }) as HTMLButtonElement;
const pick = (value: string) =>
  fireEvent.change(screen.getByLabelText("What to follow"), { target: { value } });
const pressed = (group: string) =>
  within(screen.getByTestId(group))
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);

describe("GoalForm", () => {
  it("offers only the data values that can be a goal, hidden ones left out", async () => {
    await renderForm();
    const options = within(screen.getByLabelText("What to follow")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Choose a value",
      "Sleep quality",
      "Water",
      "Caffeine",
    ]);
  });

  it("keeps validate disabled until value, period and target are all chosen", async () => {
    const { calls, onCreated } = await renderForm();
    expect(validate().disabled).toBe(true);
    pick("water");
    expect(validate().disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "15 days" }));
    expect(validate().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Target (glasses)"), { target: { value: "25" } });
    expect(validate().disabled).toBe(true); // above the value's maximum of 20
    fireEvent.change(screen.getByLabelText("Target (glasses)"), { target: { value: "8" } });
    expect(validate().disabled).toBe(false);
    fireEvent.click(validate());
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      dataValue: "water",
      typeOfGoal: "EVERYDAY_MORE",
      period: 15,
      value: 8,
    });
  });

  it("defaults the direction from moreIsBetter, and builds the type from mode and direction", async () => {
    const { calls } = await renderForm();
    pick("water");
    expect(pressed("goal-direction")).toEqual(["At least"]);
    pick("caffeine");
    expect(pressed("goal-direction")).toEqual(["At most"]);
    fireEvent.click(screen.getByRole("button", { name: "On average" }));
    fireEvent.click(screen.getByRole("button", { name: "30 days" }));
    fireEvent.change(screen.getByLabelText("Target (cups)"), { target: { value: "2" } });
    fireEvent.click(validate());
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      typeOfGoal: "AVERAGE_MESS",
      period: 30,
    });
  });

  it("starts from the card's data value and period when they can be used", async () => {
    await renderForm(goalServer(), { initialDataValue: "caffeine", initialPeriod: 7 });
    expect((screen.getByLabelText("What to follow") as HTMLSelectElement).value).toBe("caffeine");
    expect(pressed("goal-period")).toEqual(["7 days"]);
    expect(pressed("goal-direction")).toEqual(["At most"]);
  });

  it("ignores an initial data value that cannot be a goal", async () => {
    await renderForm(goalServer(), { initialDataValue: "bedtime" });
    expect((screen.getByLabelText("What to follow") as HTMLSelectElement).value).toBe("");
  });

  it("shows the limit notice instead of the form at 10 goals in progress", async () => {
    const { api } = mockApi(goalServer({ inProgress: 10 }));
    await renderWithProviders(<GoalForm onCreated={vi.fn()} />, { api });
    expect(await screen.findByText(/You already follow 10 goals/)).toBeTruthy();
    expect(screen.queryByTestId("goal-form")).toBeNull();
  });

  it("says why when the server refuses an 11th goal", async () => {
    await renderForm(goalServer({ create: "tooMany" }), { initialDataValue: "water", initialPeriod: 7 });
    fireEvent.change(screen.getByLabelText("Target (glasses)"), { target: { value: "8" } });
    fireEvent.click(validate());
    expect((await screen.findByRole("alert")).textContent).toContain("You already have 10 goals in progress");
  });
});
