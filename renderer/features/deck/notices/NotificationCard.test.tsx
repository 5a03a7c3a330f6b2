import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { mockApi } from "../../../test/mockApi";
import { noticeApi, notificationCard } from "../noticeFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { NotificationCard } from "./NotificationCard";
import { reminderApi } from "../../reminders/reminderFixtures";
import { standInPush } from "../../reminders/pushFixtures";

async function renderCard(locale: "en" | "fr" = "en") {
  const complete = vi.fn();
  const { api, calls } = mockApi({
    ...noticeApi(),
    ...reminderApi({ email: true, push: false, time: "20:00" }),
  });
  await renderWithProviders(<NotificationCard card={notificationCard} complete={complete} />, {
    api,
    locale,
  });
  return { complete, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe("NotificationCard", () => {
  it("asks the browser, records the answer and completes the card", async () => {
    const requestPermission = vi.fn(async () => "granted" as const);
    vi.stubGlobal("Notification", { requestPermission });
    const { complete, calls } = await renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Turn on notifications" }));
    await waitFor(() =>
      expect(complete).toHaveBeenCalledWith({ done: true, data: { permission: "granted" } }),
    );
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ["POST", "/api/patient/notificationPermission", { permission: "granted" }],
    ]);
    expect(screen.getByTestId("notification-answer").textContent).toBe("Notifications are on.");
  });

  it("records a refusal too", async () => {
    vi.stubGlobal("Notification", { requestPermission: async () => "denied" });
    const { complete, calls } = await renderCard("fr");
    fireEvent.click(screen.getByRole("button", { name: "Activer les notifications" }));
    await waitFor(() =>
      expect(complete).toHaveBeenCalledWith({ done: true, data: { permission: "denied" } }),
    );
    expect(calls[0]?.body).toEqual({ permission: "denied" });
  });

  it("dismisses the card with Not now, without asking", async () => {
    const requestPermission = vi.fn();
    vi.stubGlobal("Notification", { requestPermission });
    const { complete, calls } = await renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(complete).toHaveBeenCalledWith({ done: false });
    expect(requestPermission).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(screen.getByRole("button", { name: "Turn on notifications" })).toHaveProperty("disabled", true);
  });

  it("subscribes a browser with Web Push and turns the push reminder on, keeping the other settings", async () => {
    const restore = standInPush("granted");
    try {
      const { complete, calls } = await renderCard();
      fireEvent.click(screen.getByRole("button", { name: "Turn on notifications" }));
      await waitFor(() =>
        expect(complete).toHaveBeenCalledWith({ done: true, data: { permission: "granted" } }),
      );
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        "GET /api/push/publicKey",
        "POST /api/patient/push/subscription",
        "GET /api/patient/reminders",
        "PUT /api/patient/reminders",
        "POST /api/patient/notificationPermission",
      ]);
      expect(calls[3]?.body).toEqual({ email: true, push: true, time: "20:00" });
    } finally {
      restore();
    }
  });
});
