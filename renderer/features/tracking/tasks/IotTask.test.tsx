import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { taskCard } from "../../../test/fixtures";
import { fail, mockApi, ok } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { CardView } from "../../../cards/CardView";

async function renderIot(
  saved = { phone: null as string | null, consent: false, createdAt: null as string | null },
) {
  const { api, calls } = mockApi({
    "GET /api/patient/patientInfo": () => ok(saved),
    "PUT /api/patient/patientInfo": ({ body }) => {
      const { phone, consent } = body as { phone: string | null; consent: boolean };
      return phone === "0612345678"
        ? ok({ phone: "+33612345678", consent, createdAt: "2025-03-10T10:00:00.000Z" })
        : fail(400, "VALIDATION_FAILED");
    },
  });
  const complete = vi.fn();
  await renderWithProviders(
    <CardView card={taskCard("card-iot", { type: "IOT", params: {} })} complete={complete} />,
    { api },
  );
  await screen.findByLabelText("Telephone number");
  return { complete, puts: () => calls.filter((call) => call.method === "PUT").map((call) => call.body) };
}

describe("IotTask", () => {
  it("asks for the number in a telephone input, with the NUMERO_CALL consent", async () => {
    await renderIot();
    const phone = screen.getByLabelText("Telephone number") as HTMLInputElement;
    expect(phone.type).toBe("tel");
    const consent = screen.getByRole("checkbox", {
      name: "I agree to be called on this number.",
    }) as HTMLInputElement;
    expect(consent.name).toBe("NUMERO_CALL");
    // No number, nothing to consent to.
    expect(consent.disabled).toBe(true);
  });

  it("saves the number and the consent, then completes with the stored +33 form", async () => {
    const { complete, puts } = await renderIot();
    fireEvent.change(screen.getByLabelText("Telephone number"), { target: { value: "0612345678" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "I agree to be called on this number." }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(complete).toHaveBeenCalledWith({ done: true, data: { phone: "+33612345678", consent: true } }),
    );
    expect(puts()).toEqual([{ phone: "0612345678", consent: true }]);
  });

  it("refuses a number that is not one before sending anything", async () => {
    const { puts } = await renderIot();
    fireEvent.change(screen.getByLabelText("Telephone number"), { target: { value: "12345" } });
    expect(screen.getByText("Enter a valid telephone number.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Done" }) as HTMLButtonElement).disabled).toBe(true);
    expect(puts()).toEqual([]);
  });

  it("starts from what was saved", async () => {
    await renderIot({ phone: "+33612345678", consent: true, createdAt: "2025-03-01T09:00:00.000Z" });
    expect((screen.getByLabelText("Telephone number") as HTMLInputElement).value).toBe("+33612345678");
    expect(
      (screen.getByRole("checkbox", { name: "I agree to be called on this number." }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });
});
