import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { homeDocument, newsSection, petSection, symptomSection, tasksSection } from "./homeFixtures";
import { allMessages } from "../../test/messages";
import { mockApi, ok } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { allNearScreen, stubIntersectionObserver } from "../../test/nearScreen";
import { FIRST_SECTIONS, HomeSections } from "./HomeSections";
import { resolveSection, sectionComponents } from "./sectionRegistry";

// uPlot draws on a canvas, which the test DOM does not have: the chart's module is left out.
vi.mock("../../ui/charts/dayChartPlot", () => ({ drawDayChart: () => () => {} }));
import { homeSectionTypes } from "../../../card-schemas/validators";

let observer: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  observer = stubIntersectionObserver();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the home section registry", () => {
  it("has a component for every section type with a schema, and nothing else", () => {
    expect(Object.keys(sectionComponents).sort()).toEqual([...homeSectionTypes].sort());
  });

  it("follows a fallback, drops on 'drop', and sends the unknown to ERROR", () => {
    const hologram = { id: "h", type: "HOLOGRAM" };
    expect(resolveSection(hologram)).toEqual({
      kind: "error",
      item: hologram,
      reason: "unknown section type HOLOGRAM",
    });
    expect(resolveSection({ ...hologram, fallback: "drop" })).toEqual({ kind: "drop" });
    const withFallback = { ...hologram, fallback: petSection() };
    expect(resolveSection(withFallback)).toMatchObject({ kind: "component", item: petSection() });
  });
});

describe("HomeSections", () => {
  it("draws every section of the document", async () => {
    await renderWithProviders(<HomeSections sections={homeDocument().sections} />);
    allNearScreen(observer.nearScreen);
    await screen.findByTestId("home-more-rewards");
    expect(screen.getByTestId("pet").dataset.mood).toBe("HUNGRY");
    expect(screen.getByTestId("pet-mood").textContent).toBe(allMessages.en["pet.mood.HUNGRY"]);
    expect(screen.getByTestId("date-strip").querySelectorAll("li")).toHaveLength(7);
    expect(screen.getByTestId("symptom-card").querySelector("h2")?.textContent).toBe("Migraine");
    expect(screen.getByTestId("symptom-average").textContent).toBe("3");
    expect(screen.getByTestId("symptom-change").textContent).toBe("-25%");
    expect(screen.getByTestId("symptom-chart")).toBeTruthy();
    expect(screen.getByTestId("correlation-count").textContent).toBe("2 correlations found over 30 days");
    expect(screen.getByTestId("news").querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByRole("link", { name: allMessages.en["pet.dress"] }).getAttribute("href")).toBe(
      "/app/patient/settings/personalization",
    );
    const awards = screen.getByTestId("home-awards");
    expect(awards.querySelectorAll("progress")).toHaveLength(4);
    expect(screen.getByTestId("home-awards-open").textContent).toBe("1 award to open");
    expect(screen.getByTestId("home-awards-open").getAttribute("href")).toBe("/app/patient/awards");
    const more = screen.getByTestId("home-more-rewards").querySelectorAll("a");
    expect(Array.from(more, (link) => link.textContent)).toEqual([
      "Streak saver50 rewards",
      "Cat head400 rewards",
    ]);
    expect(more[0]!.getAttribute("href")).toBe("/app/patient/rewards");
  });

  it("marks today in the strip and counts its cards", async () => {
    await renderWithProviders(<HomeSections sections={[tasksSection(2)]} />);
    const today = screen.getByTestId("date-strip").querySelector('[aria-current="date"]');
    expect(today?.textContent).toContain("2/3");
  });

  it("sends a patient with no program and no card today to the programs, never to an empty deck", async () => {
    const nothingToday = tasksSection();
    nothingToday.days[6] = { ...nothingToday.days[6]!, dealt: 0, done: 0 };
    const { api } = mockApi({ "GET /api/patient/programs": () => ok({ items: [] }) });
    await renderWithProviders(<HomeSections sections={[nothingToday]} />, { api });
    const link = await screen.findByTestId("find-program");
    expect(link.getAttribute("href")).toBe("/app/patient/program");
    expect(screen.getByTestId("deck-status").textContent).toBe(allMessages.en["home.deck.noProgram"]);
    expect(screen.queryByTestId("open-deck")).toBeNull();
  });

  it("says the day is done once every card of today is", async () => {
    await renderWithProviders(<HomeSections sections={[tasksSection(3)]} />);
    expect(screen.getByTestId("deck-status").textContent).toBe(allMessages.en["home.deck.allDone"]);
    expect(screen.getByTestId("open-deck")).toBeTruthy();
  });

  it("says when a symptom has no entry and when there is no news, in French", async () => {
    await renderWithProviders(<HomeSections sections={[symptomSection(false), newsSection(true)]} />, {
      locale: "fr",
    });
    expect(screen.getByText(allMessages.fr["home.symptom.empty"])).toBeTruthy();
    expect(screen.getByText(allMessages.fr["home.news.empty"])).toBeTruthy();
    expect(screen.queryByTestId("symptom-chart")).toBeNull();
  });

  it("gives a symptom's single day in its table, not as a line of one point", async () => {
    const section = symptomSection();
    const single = {
      ...section,
      series: section.series.map((one, index) => ({ ...one, intensity: index === 29 ? 4 : null })),
    };
    await renderWithProviders(<HomeSections sections={[single]} />);
    expect(screen.queryByTestId("symptom-chart")).toBeNull();
    const rows = screen.getByTestId("symptom-card").querySelectorAll("tbody tr");
    expect(Array.from(rows, (row) => row.lastElementChild?.textContent)).toEqual(["4"]);
  });

  it("shows an unknown section as ERROR, whose Close hides it", async () => {
    await renderWithProviders(<HomeSections sections={[{ id: "x", type: "HOLOGRAM" }, petSection()]} />);
    expect(screen.getByText("ERROR")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("ERROR")).toBeNull();
    expect(screen.getByTestId("pet")).toBeTruthy();
  });

  it("shows a section whose data breaks its component as ERROR, and the others still render", async () => {
    const broken = { id: "tasks", type: "HOME_TASKS" };
    await renderWithProviders(<HomeSections sections={[broken, petSection()]} />);
    expect(screen.getByText("ERROR")).toBeTruthy();
    expect(screen.getByTestId("pet")).toBeTruthy();
  });

  describe("below the first screen", () => {
    /** The browser says the waiting section `id` came near the screen. */
    const nearScreen = (id: string) =>
      observer.nearScreen(document.querySelector(`[data-waiting-section="${id}"]`)!);

    it("draws the first sections at once, and each later one only once it nears the screen", async () => {
      const sections = homeDocument().sections;
      await renderWithProviders(<HomeSections sections={sections} />);
      expect(FIRST_SECTIONS).toBe(2);
      expect(screen.getByTestId("pet")).toBeTruthy();
      expect(screen.getByTestId("date-strip")).toBeTruthy();
      // Symptoms, correlations, the carousel, the news, the awards, more rewards: room kept, nothing drawn.
      const waiting = [...document.querySelectorAll("[data-waiting-section]")];
      expect(waiting.map((element) => element.getAttribute("data-waiting-section"))).toEqual(
        sections.slice(FIRST_SECTIONS).map((section) => section.id),
      );
      expect(screen.queryByTestId("symptom-card")).toBeNull();
      expect(screen.queryByTestId("news")).toBeNull();
      expect(screen.queryByTestId("home-awards")).toBeNull();

      nearScreen("news");
      expect(await screen.findByTestId("news")).toBeTruthy();
      expect(screen.queryByTestId("symptom-card")).toBeNull();
      expect(screen.queryByTestId("home-awards")).toBeNull();
      expect(document.querySelector('[data-waiting-section="news"]')).toBeNull();
    });
  });
});
