import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { mockApi } from "../../../test/mockApi";
import { trackingApi } from "../symptomFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { MedicationIntakeTask, toLocalInput } from "./MedicationIntakeTask";

async function renderIntake(params = {}, options: Parameters<typeof trackingApi>[0] = {}) {
  const complete = vi.fn();
  const { api, calls } = mockApi(trackingApi(options));
  await renderWithProviders(<MedicationIntakeTask params={params} complete={complete} submitted={false} />, {
    api,
  });
  await screen.findByLabelText("Medication");
  return { complete, calls };
}

describe("MedicationIntakeTask", () => {
  it("defaults the time to now and waits for a medication before sending", async () => {
    const before = toLocalInput(new Date());
    await renderIntake();
    const time = screen.getByLabelText("Taken at") as HTMLInputElement;
    expect([before, toLocalInput(new Date())]).toContain(time.value);
    expect(screen.getByRole("button", { name: "Record the intake" })).toHaveProperty("disabled", true);
  });

  it("records the intake with its time and efficiency, then completes the card", async () => {
    const { complete, calls } = await renderIntake();
    fireEvent.change(screen.getByLabelText("Medication"), { target: { value: "PARACETAMOL" } });
    fireEvent.change(screen.getByLabelText("Taken at"), { target: { value: "2025-03-14T08:30" } });
    fireEvent.click(screen.getByRole("radio", { name: "4 of 5" }));
    fireEvent.click(screen.getByRole("button", { name: "Record the intake" }));
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    const body = calls.find((call) => call.method === "POST")?.body as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      medicationID: "PARACETAMOL",
      datetime: new Date("2025-03-14T08:30").toISOString(),
      efficiency: 4,
      key: expect.any(String),
    });
    expect(complete).toHaveBeenCalledWith({
      done: true,
      data: { intakeId: body.id, medicationID: "PARACETAMOL", datetime: body.datetime, efficiency: 4 },
    });
  });

  it("offers only the card's medications, in its order, and can skip the efficiency", async () => {
    await renderIntake({ medications: ["SUMATRIPTAN", "IBUPROFEN"], askEfficiency: false });
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Choose a medication", "Sumatriptan", "Ibuprofen"]);
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("shows the error and does not complete when the server refuses", async () => {
    const { complete } = await renderIntake({}, { failWrites: { status: 400, code: "VALIDATION_FAILED" } });
    fireEvent.change(screen.getByLabelText("Medication"), { target: { value: "IBUPROFEN" } });
    fireEvent.click(screen.getByRole("button", { name: "Record the intake" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
  });
});
