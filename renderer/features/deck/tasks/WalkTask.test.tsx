import { loadedComponent } from "../../../cards/lazyComponent";
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { FIXTURE_DATE } from "../../../test/fixtures";
import { fail } from "../../../test/mockApi";
import { renderTrackingTask } from "../../../test/renderTrackingTask";
import { taskComponents } from "../../../cards/registry";
import { WalkTask } from "../../tracking/tasks/WalkTask";

const walk = {
  type: "WALK" as const,
  params: { dataValue: "steps", measure: "steps" as const, target: 6000 },
};

describe("WalkTask", () => {
  it("is what the registry renders for WALK", async () => {
    expect(await loadedComponent(taskComponents.WALK)).toBe(WalkTask);
  });

  it("starts from today's steps, moves by 500, records them and completes", async () => {
    const { complete, puts } = await renderTrackingTask(walk, {
      entries: [{ value: "steps", date: FIXTURE_DATE, intensity: 5800 }],
    });
    expect(screen.getByRole("spinbutton", { name: "Steps" })).toHaveProperty("value", "5800");
    expect(screen.getByText("Goal: 6,000 steps")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    expect(screen.getByText("Goal reached, well done!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(puts()).toEqual([
      {
        value: "steps",
        date: expect.any(String),
        intensity: 6300,
        data: { measure: "steps" },
        key: expect.any(String),
      },
    ]);
    expect(complete).toHaveBeenCalledExactlyOnceWith({
      done: true,
      data: { value: "steps", intensity: 6300 },
    });
  });

  it("counts minutes by 5 when asked for minutes", async () => {
    const { puts } = await renderTrackingTask({
      type: "WALK",
      params: { dataValue: "activityMinutes", measure: "minutes" },
    });
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ value: "activityMinutes", intensity: 5 });
  });

  it("keeps the card open with the error when saving fails", async () => {
    const { complete } = await renderTrackingTask(walk, {
      routes: { "PUT /api/patient/dailyActivity": () => fail(400, "VALIDATION_FAILED", "bad", []) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect((await screen.findByRole("alert")).textContent).toMatch("Some fields are not valid.");
    expect(complete).not.toHaveBeenCalled();
  });

  it("shows ERROR for a data value the catalogue lacks", async () => {
    await renderTrackingTask({ type: "WALK", params: { dataValue: "unicorns" } });
    expect(screen.getByText("ERROR")).toBeTruthy();
  });
});
