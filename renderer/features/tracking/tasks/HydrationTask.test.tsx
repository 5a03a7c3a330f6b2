import { loadedComponent } from "../../../cards/lazyComponent";
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { FIXTURE_DATE } from "../../../test/fixtures";
import { renderTrackingTask } from "../../../test/renderTrackingTask";
import { taskComponents } from "../../../cards/registry";
import { HydrationTask } from "./HydrationTask";

const hydration = { type: "HYDRATION" as const, params: { dataValue: "water", targetGlasses: 3 } };

describe("HydrationTask", () => {
  it("is what the registry renders for HYDRATION", async () => {
    expect(await loadedComponent(taskComponents.HYDRATION)).toBe(HydrationTask);
  });

  it("adds glasses to today's count, up to the goal, then records and completes", async () => {
    const { complete, puts } = await renderTrackingTask(hydration, {
      entries: [{ value: "water", date: FIXTURE_DATE, intensity: 1 }],
    });
    expect(screen.getByTestId("glasses").textContent).toBe("1 glass");
    expect(screen.getByText("Goal: 3 glasses")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a glass" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a glass" }));
    expect(screen.getByTestId("glasses").textContent).toBe("3 glasses");
    expect(screen.getByText("Goal reached, well done!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove a glass" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(puts()).toEqual([
      { value: "water", date: expect.any(String), intensity: 2, key: expect.any(String) },
    ]);
    expect(complete).toHaveBeenCalledWith({ done: true, data: { value: "water", intensity: 2 } });
  });

  it("cannot go below zero glasses, and speaks French", async () => {
    await renderTrackingTask({ type: "HYDRATION", params: { dataValue: "water" } }, { locale: "fr" });
    expect(screen.getByTestId("glasses").textContent).toBe("Aucun verre pour l'instant");
    expect(screen.getByRole("button", { name: "Retirer un verre" })).toHaveProperty("disabled", true);
    expect(screen.getByText("Objectif : 8 verres")).toBeTruthy();
  });
});
