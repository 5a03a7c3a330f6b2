import { loadedComponent } from "../../../cards/lazyComponent";
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { FIXTURE_DATE } from "../../../test/fixtures";
import { renderTrackingTask } from "../../../test/renderTrackingTask";
import { taskComponents } from "../../../cards/registry";
import { DayActivityTask } from "./DayActivityTask";

const dayActivity = { type: "DAY_ACTIVITY" as const, params: { dataValue: "activityLevel" } };

describe("DayActivityTask", () => {
  it("is what the registry renders for DAY_ACTIVITY", async () => {
    expect(await loadedComponent(taskComponents.DAY_ACTIVITY)).toBe(DayActivityTask);
  });

  it("offers the data value's levels and records the index of the one picked", async () => {
    const { complete, puts } = await renderTrackingTask(dayActivity);
    expect(screen.getAllByTestId("activity-level").map((level) => level.textContent)).toEqual([
      "Mostly sitting",
      "Light",
      "Moderate",
      "Active",
      "Very active",
    ]);
    expect(screen.getByRole("button", { name: "Done" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("radio", { name: "Moderate" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(puts()).toEqual([
      { value: "activityLevel", date: expect.any(String), intensity: 2, key: expect.any(String) },
    ]);
    expect(complete).toHaveBeenCalledWith({ done: true, data: { value: "activityLevel", intensity: 2 } });
  });

  it("starts on today's level in French", async () => {
    await renderTrackingTask(dayActivity, {
      locale: "fr",
      entries: [{ value: "activityLevel", date: FIXTURE_DATE, intensity: 4 }],
    });
    expect(screen.getByRole("radio", { name: "Intense" })).toHaveProperty("checked", true);
  });

  it("shows ERROR when the data value is not a list of levels", async () => {
    await renderTrackingTask({ type: "DAY_ACTIVITY", params: { dataValue: "steps" } });
    expect(screen.getByText("ERROR")).toBeTruthy();
  });
});
