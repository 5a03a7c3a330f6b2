import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import type { Locale } from "../../app/i18n/locales";
import { FIXTURE_DATE } from "../../test/fixtures";
import { emptyJournalDay, fullJournalDay, journalApi, type JournalApiOptions } from "./journalFixtures";
import { mockApi } from "../../test/mockApi";
import { renderRouter } from "../../test/renderRouter";
import { today } from "../../app/session/today";
import { addDays } from "../../../engine/shared/dates";
import { JournalPage } from "./JournalPage";

async function renderJournal(options: JournalApiOptions & { at?: string; locale?: Locale } = {}) {
  const { api, calls } = mockApi(journalApi({ today: FIXTURE_DATE, ...options }));
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: "/app/patient/journal",
    validateSearch: (search: Record<string, unknown>): { date?: string } =>
      typeof search.date === "string" ? { date: search.date } : {},
    component: JournalPage,
  });
  const others = ["/app/patient", "/app/patient/program", "/app/patient/ressources/questionnaire/$id"].map(
    (path) => createRoute({ getParentRoute: () => rootRoute, path }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, ...others]),
    history: createMemoryHistory({ initialEntries: [options.at ?? "/app/patient/journal"] }),
  });
  // The patient's today comes from the session in the cache (usePatientToday).
  await renderRouter(router, { api, locale: options.locale });
  return { calls, router };
}

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
const journalReads = (calls: Call[]) =>
  calls.filter((call) => call.path === "/api/patient/journal").map((call) => call.query.get("date"));
const writes = (calls: Call[]) => calls.filter((call) => call.method !== "GET");

describe("JournalPage", () => {
  it("shows the day's record by kind, formatted as entered", async () => {
    await renderJournal({ at: `/app/patient/journal?date=${FIXTURE_DATE}`, days: [fullJournalDay()] });
    const symptoms = await screen.findByTestId("journal-symptoms");
    expect(within(symptoms).getByText("Migraine")).toBeTruthy();
    expect(within(symptoms).getByRole("img", { name: "Intensity 4 of 5" })).toBeTruthy();
    expect(within(screen.getByTestId("journal-intakes")).getByText("Ibuprofen")).toBeTruthy();
    const values = screen.getByTestId("journal-values");
    expect(within(values).getByText("23:00")).toBeTruthy();
    expect(within(values).getByText("Stress, Bright light or screens")).toBeTruthy();
    expect(within(values).getByText("6 glasses")).toBeTruthy();
    const picture = within(screen.getByTestId("journal-pictures")).getByRole("img");
    expect(picture.getAttribute("src")).toBe("/api/files/meal-1");
    expect(within(screen.getByTestId("journal-questionnaires")).getByText("Score: 4")).toBeTruthy();
  });

  it("shows what the deck's cards kept, in the order done, and the words of a symptom's triggers", async () => {
    await renderJournal({ at: `/app/patient/journal?date=${FIXTURE_DATE}`, days: [fullJournalDay()] });
    const symptoms = await screen.findByTestId("journal-symptoms");
    // A trigger the trigger card worded shows its words; one it did not, its id.
    expect(within(symptoms).getByTestId("journal-triggers").textContent).toBe("Triggers: Stress, screens");
    const cards = screen.getAllByTestId("journal-card");
    expect(cards.map((card) => card.querySelector("strong")?.textContent)).toEqual([
      "One good thing",
      "Morning check",
      "Breathing exercise",
      "A card of your day",
    ]);
    expect(within(cards[0]!).getByText("A walk in the sun with my sister")).toBeTruthy();
    expect(within(cards[0]!).getByText("Calm, Happy")).toBeTruthy();
    expect(within(cards[1]!).getByText("Rested")).toBeTruthy();
    expect(within(cards[2]!).getByText("Time: 3 min 5 s")).toBeTruthy();
    expect(within(cards[3]!).getByText("A warm shower")).toBeTruthy();
    expect(screen.queryByTestId("journal-empty")).toBeNull();
  });

  it("counts a day with only a card's entry as not empty, and says so in French", async () => {
    await renderJournal({
      at: `/app/patient/journal?date=${FIXTURE_DATE}`,
      locale: "fr",
      days: [
        {
          ...emptyJournalDay(FIXTURE_DATE),
          cardEntries: [
            {
              cardId: "card-chrono",
              taskType: "CHRONO",
              title: "Respiration",
              doneAt: `${FIXTURE_DATE}T15:00:00.000Z`,
              answers: [{ elapsedMs: 61_000 }],
            },
          ],
        },
      ],
    });
    const cards = await screen.findByTestId("journal-cards");
    expect(within(cards).getByText("Sur vos cartes")).toBeTruthy();
    expect(within(cards).getByText("Durée : 1 min 1 s")).toBeTruthy();
    expect(screen.queryByTestId("journal-empty")).toBeNull();
  });

  it("moves to the day before and back, never after today", async () => {
    // Without a session in the cache, the patient's today is the browser's.
    const { calls } = await renderJournal({ today: today() });
    await screen.findByTestId("journal-empty");
    expect(screen.getByTestId("journal-day-title").textContent).toBe("Today");
    const next = screen.getByRole("button", { name: "Next day" }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Previous day" }));
    const yesterday = addDays(today(), -1);
    await waitFor(() => expect(journalReads(calls)).toContain(yesterday));
    await waitFor(() => expect(next.disabled).toBe(false));
    expect((screen.getByLabelText("Day") as HTMLInputElement).value).toBe(yesterday);
  });

  it("removes an entry only after a confirmation, and reads the day again", async () => {
    const { calls } = await renderJournal({
      at: `/app/patient/journal?date=${FIXTURE_DATE}`,
      days: [fullJournalDay()],
    });
    const symptoms = await screen.findByTestId("journal-symptoms");
    fireEvent.click(within(symptoms).getByRole("button", { name: "Remove Migraine" }));
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(symptoms).getByRole("button", { name: "Yes, remove" }));
    await screen.findByText("Removed.");
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      "DELETE /api/patient/symptomEvents/event-migraine",
    ]);
    await waitFor(() => expect(within(symptoms).queryByText("Migraine")).toBeNull());
  });

  it("keeps an entry when the removal is cancelled", async () => {
    const { calls } = await renderJournal({
      at: `/app/patient/journal?date=${FIXTURE_DATE}`,
      days: [fullJournalDay()],
    });
    const intakes = await screen.findByTestId("journal-intakes");
    fireEvent.click(within(intakes).getByRole("button", { name: "Remove Ibuprofen" }));
    fireEvent.click(within(intakes).getByRole("button", { name: "Keep it" }));
    expect(within(intakes).getByText("Ibuprofen")).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it("adds a symptom to a past day with its intensity", async () => {
    const { calls } = await renderJournal({ at: "/app/patient/journal?date=2025-03-10" });
    const symptoms = await screen.findByTestId("journal-symptoms");
    fireEvent.click(within(symptoms).getByRole("button", { name: "Add a symptom" }));
    fireEvent.change(within(symptoms).getByLabelText("Symptom"), { target: { value: "ANXIETY" } });
    fireEvent.click(within(symptoms).getByRole("radio", { name: "3 of 5" }));
    fireEvent.click(within(symptoms).getByRole("button", { name: "Save" }));
    await screen.findByText("Saved.");
    const sent = writes(calls).find((call) => call.path === "/api/patient/symptomEvents");
    expect(sent?.body).toMatchObject({ symptom: "ANXIETY", intensity: 3, date: "2025-03-10" });
  });

  it("reads an old day without offering to correct it", async () => {
    await renderJournal({ at: "/app/patient/journal?date=2024-11-01", days: [fullJournalDay("2024-11-01")] });
    await screen.findByTestId("journal-locked");
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a symptom" })).toBeNull();
  });

  it("says when a day is empty, and when it could not be read", async () => {
    await renderJournal({
      days: [emptyJournalDay(FIXTURE_DATE)],
      at: `/app/patient/journal?date=${FIXTURE_DATE}`,
    });
    expect((await screen.findByTestId("journal-empty")).textContent).toBe("Nothing recorded on this day.");
  });

  it("shows the error with a retry when the day cannot be read", async () => {
    await renderJournal({ failRead: true, at: `/app/patient/journal?date=${FIXTURE_DATE}` });
    await screen.findByTestId("error-alert");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("lists the patient's analytics below the day, each opening its analysis cards", async () => {
    await renderJournal({ analytics: 2, at: `/app/patient/journal?date=${FIXTURE_DATE}` });
    const analysis = await screen.findByTestId("journal-analysis");
    expect(within(analysis).getByRole("heading", { name: "My analysis" })).toBeTruthy();
    expect(within(analysis).queryByRole("heading", { name: "My analyses" })).toBeNull();
    const items = await within(analysis).findAllByTestId("analytics-item");
    expect(items).toHaveLength(2);
    fireEvent.click(within(items[0]!).getByRole("button"));
    await waitFor(() => expect(within(analysis).getAllByTestId("analysis-cards")).toHaveLength(1));
  });

  it("speaks the patient's language", async () => {
    await renderJournal({
      locale: "fr",
      days: [fullJournalDay()],
      at: `/app/patient/journal?date=${FIXTURE_DATE}`,
    });
    expect(await screen.findByRole("heading", { name: "Mon journal" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Symptômes" })).toBeTruthy();
  });
});
