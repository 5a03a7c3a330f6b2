import { loadedComponent } from "../../../cards/lazyComponent";
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { FIXTURE_DATE } from "../../../test/fixtures";
import { entryFor } from "../trackingFixtures";
import { renderTrackingTask } from "../../../test/renderTrackingTask";
import { taskComponents } from "../../../cards/registry";
import { MealTask, mealsOfDay } from "./MealTask";

describe("MealTask", () => {
  it("is what the registry renders for MEAL", async () => {
    expect(await loadedComponent(taskComponents.MEAL)).toBe(MealTask);
  });

  it("asks which meal when the params do not say, and needs a balance before Done", async () => {
    const { complete, puts } = await renderTrackingTask({
      type: "MEAL",
      params: { dataValue: "mealBalance" },
    });
    const done = screen.getByRole("button", { name: "Done" });
    expect(done).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("radio", { name: "Dinner" }));
    fireEvent.click(screen.getByRole("button", { name: "Vegetables" }));
    fireEvent.click(screen.getByRole("button", { name: "Bread, rice, pasta or potatoes" }));
    expect(done).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("radio", { name: "Well" }));
    fireEvent.click(done);
    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(puts()).toEqual([
      {
        value: "mealBalance",
        date: expect.any(String),
        intensity: 4,
        data: { meals: { dinner: { balance: 4, groups: ["vegetables", "starches"] } } },
        key: expect.any(String),
      },
    ]);
    expect(complete).toHaveBeenCalledWith({
      done: true,
      data: { value: "mealBalance", meal: "dinner", balance: 4, groups: ["vegetables", "starches"] },
    });
  });

  it("keeps the day's earlier meals and records their rounded mean", async () => {
    const { puts } = await renderTrackingTask(
      { type: "MEAL", params: { dataValue: "mealBalance", meal: "lunch" } },
      {
        entries: [
          {
            value: "mealBalance",
            date: FIXTURE_DATE,
            intensity: 2,
            data: { meals: { breakfast: { balance: 2, groups: [] } } },
          },
        ],
      },
    );
    expect(screen.queryByRole("radio", { name: "Dinner" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Very well" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      intensity: 4,
      data: { meals: { breakfast: { balance: 2, groups: [] }, lunch: { balance: 5, groups: [] } } },
    });
  });

  it("rounds the mean balance of the day", () => {
    const entry = entryFor({
      value: "mealBalance",
      date: FIXTURE_DATE,
      intensity: 1,
      data: { meals: { breakfast: { balance: 1, groups: [] }, lunch: { balance: 2, groups: [] } } },
    });
    expect(mealsOfDay(entry, "dinner", { balance: 4, groups: [] }).mean).toBe(2);
    expect(mealsOfDay(undefined, "snack", { balance: 3, groups: [] })).toEqual({
      meals: { snack: { balance: 3, groups: [] } },
      mean: 3,
    });
  });
});
