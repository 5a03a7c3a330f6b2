import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { encodeMultiselect } from "../../../../engine/tracking/multiselectEncoding";
import { mockApi, type MockRequest } from "../../../test/mockApi";
import { goalDefaultCard, trackingApi, type TrackingApiOptions } from "../trackingFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { Locale } from "../../../app/i18n/locales";
import { CardView } from "../../../cards/CardView";

async function renderEntry(options: TrackingApiOptions = {}, locale: Locale = "en") {
  const { api, calls } = mockApi(trackingApi({ locale, ...options }));
  const complete = vi.fn();
  await renderWithProviders(<CardView card={goalDefaultCard} complete={complete} />, { api, locale });
  await screen.findByRole("heading", { level: 3 });
  const puts = () => calls.filter((call: MockRequest) => call.method === "PUT").map((call) => call.body);
  return { complete, calls, puts };
}

const question = () => screen.getByRole("heading", { level: 3 }).textContent;

function stubGeolocation(outcome: { lat: number; lon: number } | { code: number }) {
  vi.stubGlobal("navigator", {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        "code" in outcome
          ? fail({ code: outcome.code, message: "no" } as GeolocationPositionError)
          : ok({ coords: { latitude: outcome.lat, longitude: outcome.lon } } as GeolocationPosition),
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("GoalDefaultCard (docs/features/tracking.md daily entry flow)", () => {
  it("asks the eligible values not answered today by sortKey, never CUSTOM nor IMAGE", async () => {
    await renderEntry({
      keys: ["sleepQuality", "bedtime", "mood", "dailyNote", "mealPhoto"],
      answered: ["sleepQuality"],
    });
    expect(question()).toBe("Last night, what time did you turn off the light to sleep?");
    expect(screen.getByText("1 of 3 answered")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(question()).toBe("How is your mood today?");
  });

  it("asks only the values of the patient's goals, not the whole catalogue", async () => {
    await renderEntry({ tracked: ["mood"] });
    expect(question()).toBe("How is your mood today?");
    expect(screen.getByText("0 of 1 answered")).toBeTruthy();
  });

  it("lets the last value be left for later, then sends the entry", async () => {
    stubGeolocation({ lat: 48.85, lon: 2.35 });
    const { complete } = await renderEntry({ keys: ["mood", "pollen"], answered: ["mood"] });
    fireEvent.click(screen.getByRole("button", { name: "Share my position" }));
    await screen.findByRole("alert");
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { answered: ["mood"] } });
  });

  it("saves each answer, confirms with snackbar.saved, and moves on", async () => {
    const { puts } = await renderEntry({ keys: ["sleepQuality", "mood"] });
    fireEvent.change(screen.getByLabelText("Sleep quality"), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saved"));
    expect(puts()).toEqual([
      { value: "sleepQuality", date: expect.any(String), intensity: 4, key: expect.any(String) },
    ]);
    expect(question()).toBe("How is your mood today?");
  });

  it("stores a multiselect as 10^(options+1) + Σ 10^index", async () => {
    const { puts } = await renderEntry({ keys: ["migraineTriggers"] });
    fireEvent.click(screen.getByRole("button", { name: "Stress" }));
    fireEvent.click(screen.getByRole("button", { name: "Skipped meal" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByTestId("daily-entry-done");
    expect(puts()[0]).toMatchObject({ value: "migraineTriggers", intensity: encodeMultiselect(7, [0, 2]) });
    expect(puts()[0]).toMatchObject({ intensity: 100_000_101 });
  });

  it("stores an hour as minutes since midnight and on/off as 1 or 0", async () => {
    const { puts } = await renderEntry({ keys: ["bedtime", "alcohol"] });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "22:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("button", { name: "No" });
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await screen.findByTestId("daily-entry-done");
    expect(puts().map((body) => (body as { intensity: number }).intensity)).toEqual([1350, 0]);
  });

  it("takes an option index for a select and counters with − and +", async () => {
    const { puts } = await renderEntry({ keys: ["water", "stress"] });
    expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("button", { name: "More" });
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByTestId("daily-entry-done");
    expect(puts().map((body) => (body as { intensity: number }).intensity)).toEqual([3, 2]);
  });

  it("saves a plain location with intensity 1", async () => {
    stubGeolocation({ lat: 48.85661, lon: 2.35222 });
    const { puts } = await renderEntry({ keys: ["location"] });
    fireEvent.click(screen.getByRole("button", { name: "Share my position" }));
    await screen.findByTestId("daily-entry-done");
    expect(puts()).toEqual([
      {
        value: "location",
        date: expect.any(String),
        intensity: 1,
        data: { lat: 48.857, lon: 2.352 },
        key: expect.any(String),
      },
    ]);
  });

  it("saves today's air quality index at the position", async () => {
    stubGeolocation({ lat: 48.85, lon: 2.35 });
    const { puts, calls } = await renderEntry({ keys: ["airQuality"], environmentIndex: 3 });
    fireEvent.click(screen.getByRole("button", { name: "Share my position" }));
    await screen.findByTestId("daily-entry-done");
    const lookup = calls.find((call) => call.path === "/api/patient/airQuality");
    expect(lookup?.query.get("lat")).toBe("48.85");
    expect(puts()[0]).toMatchObject({ value: "airQuality", intensity: 3 });
  });

  it("shows snackbar.notFound when there is no pollen figure, and saves nothing", async () => {
    stubGeolocation({ lat: 48.85, lon: 2.35 });
    const { puts } = await renderEntry({ keys: ["pollen"] }, "fr");
    fireEvent.click(screen.getByRole("button", { name: "Partager ma position" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Aucune donnée n'a été trouvée pour votre position aujourd'hui.",
    );
    expect(puts()).toEqual([]);
  });

  it("shows a translated error when the position is refused", async () => {
    stubGeolocation({ code: 1 });
    await renderEntry({ keys: ["location"] });
    fireEvent.click(screen.getByRole("button", { name: "Share my position" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Location access was refused/);
  });

  it("ends on all done; reset asks again; send completes with done true", async () => {
    const { complete } = await renderEntry({ keys: ["mood", "energy"], answered: ["mood", "energy"] });
    expect(screen.getByText("You filled in 2 values today.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Answer again" }));
    expect(question()).toBe("How is your mood today?");
    fireEvent.click(screen.getByRole("radio", { name: "4 out of 5" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("How much energy do you have today?");
    fireEvent.click(screen.getByRole("radio", { name: "2 out of 5" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send" }));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { answered: ["mood", "energy"] } });
  });

  it("keeps the question when saving fails, and says why", async () => {
    const { api } = mockApi({
      ...trackingApi({ keys: ["mood"] }),
      "PUT /api/patient/dailyActivity": () => ({
        status: 400,
        body: { success: false, error: "VALIDATION_FAILED", details: [] },
      }),
    });
    await renderWithProviders(<CardView card={goalDefaultCard} complete={vi.fn()} />, { api });
    fireEvent.click(await screen.findByRole("radio", { name: "3 out of 5" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Some fields are not valid.");
    expect(question()).toBe("How is your mood today?");
  });

  it("shows the load error with a retry", async () => {
    const { api } = mockApi(trackingApi({ failCatalogue: true }));
    await renderWithProviders(<CardView card={goalDefaultCard} complete={vi.fn()} />, { api });
    expect(await screen.findByTestId("error-alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
