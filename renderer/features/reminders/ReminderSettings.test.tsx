import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { mockApi } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { reminderApi } from "./reminderFixtures";
import { standInPush } from "./pushFixtures";
import { ReminderSettings } from "./ReminderSettings";

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe("ReminderSettings", () => {
  it("shows the saved settings and saves the e-mail reminder at the chosen time", async () => {
    const { api, calls } = mockApi(reminderApi());
    await renderWithProviders(<ReminderSettings />, { api });
    const email = (await screen.findByLabelText("By e-mail")) as HTMLInputElement;
    expect(email.checked).toBe(false);
    expect((screen.getByLabelText("Time") as HTMLInputElement).value).toBe("19:00");
    fireEvent.click(email);
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "07:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the reminder" }));
    await waitFor(() => expect(screen.getByText("Reminder saved")).toBeTruthy());
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { email: true, push: false, time: "07:30" },
    ]);
  });

  it("subscribes this browser before turning the notification reminder on", async () => {
    restore = standInPush("granted");
    const { api, calls } = mockApi(reminderApi());
    await renderWithProviders(<ReminderSettings />, { api, locale: "fr" });
    fireEvent.click(await screen.findByLabelText("Par notification sur cet appareil"));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le rappel" }));
    await waitFor(() => expect(screen.getByText("Rappel enregistré")).toBeTruthy());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/patient/reminders",
      "GET /api/push/publicKey",
      "POST /api/patient/push/subscription",
      "PUT /api/patient/reminders",
    ]);
    expect(calls[2]?.body).toEqual({
      subscription: {
        endpoint: "https://push.example.test/send/1",
        expirationTime: null,
        keys: { p256dh: "BPub", auth: "secret" },
      },
    });
    expect(calls[3]?.body).toEqual({ email: false, push: true, time: "19:00" });
  });

  it("keeps the notification reminder off when the browser refuses, and says why", async () => {
    restore = standInPush("denied");
    const { api, calls } = mockApi(reminderApi());
    await renderWithProviders(<ReminderSettings />, { api });
    fireEvent.click(await screen.findByLabelText("By notification on this device"));
    fireEvent.click(screen.getByRole("button", { name: "Save the reminder" }));
    expect((await screen.findByTestId("reminder-push-outcome")).textContent).toMatch(
      /blocked in this browser/,
    );
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { email: false, push: false, time: "19:00" },
    ]);
    expect((screen.getByLabelText("By notification on this device") as HTMLInputElement).checked).toBe(false);
  });

  it("says when this browser cannot receive notifications", async () => {
    await renderWithProviders(<ReminderSettings />, { api: mockApi(reminderApi()).api, locale: "it" });
    const push = (await screen.findByLabelText("Con una notifica su questo dispositivo")) as HTMLInputElement;
    expect(push.disabled).toBe(true);
    expect(screen.getByText("Questo browser non può ricevere notifiche.")).toBeTruthy();
  });
});
