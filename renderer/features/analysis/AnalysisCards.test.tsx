import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { analysisCardTypes } from "../../../card-schemas/validators";
import { singlePointCard, symptomSeriesCard, weeklyWrapUpCard } from "./analysisFixtures";
import { allMessages } from "../../test/messages";
import { renderWithProviders } from "../../test/renderWithProviders";
import { AnalysisCards } from "./AnalysisCards";
import { analysisComponents, resolveAnalysisCard } from "./analysisRegistry";

// uPlot draws on a canvas, which the test DOM does not have: the chart's module is left out.
vi.mock("../../ui/charts/dayChartPlot", () => ({ drawDayChart: () => () => {} }));

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the analysis card registry", () => {
  it("has a component for every analysis card type with a schema, and nothing else", () => {
    expect(Object.keys(analysisComponents).sort()).toEqual([...analysisCardTypes].sort());
  });

  it("follows a fallback, drops on 'drop', and sends the unknown to ERROR", () => {
    const hologram = { id: "h", type: "HOLOGRAM" };
    expect(resolveAnalysisCard(hologram)).toEqual({
      kind: "error",
      item: hologram,
      reason: "unknown analysis card type HOLOGRAM",
    });
    expect(resolveAnalysisCard({ ...hologram, fallback: "drop" })).toEqual({ kind: "drop" });
    expect(resolveAnalysisCard({ ...hologram, fallback: symptomSeriesCard() })).toMatchObject({
      kind: "component",
      item: symptomSeriesCard(),
    });
  });
});

describe("AnalysisCards", () => {
  it("draws a symptom series with its N and window, its chart and the days' table", async () => {
    await renderWithProviders(<AnalysisCards cards={[symptomSeriesCard()]} />);
    const card = screen.getByTestId("analysis-symptom-series");
    expect(card.querySelector("h2")?.textContent).toBe("Migraine");
    expect(screen.getByTestId("analysis-meta").textContent).toMatch(/^N = 9 · Oct 28\s*–\s*Nov 26$/);
    expect(screen.getByTestId("analysis-chart")).toBeTruthy();
    expect(card.querySelectorAll("tbody tr")).toHaveLength(9);
    expect(screen.queryByTestId("analysis-not-enough")).toBeNull();
  });

  it("says 'not enough data' with a button to the journal when a series has one point or none", async () => {
    await renderWithProviders(<AnalysisCards cards={[singlePointCard(), symptomSeriesCard(false)]} />);
    expect(screen.getAllByTestId("analysis-not-enough")).toHaveLength(2);
    expect(screen.queryByTestId("analysis-chart")).toBeNull();
    const buttons = screen.getAllByRole("link", { name: allMessages.en["analysis.goToJournal"] });
    expect(buttons.map((button) => button.getAttribute("href"))).toEqual([
      "/app/patient/journal",
      "/app/patient/journal",
    ]);
    expect(screen.getAllByTestId("analysis-meta").map((meta) => meta.textContent?.slice(0, 5))).toEqual([
      "N = 1",
      "N = 0",
    ]);
  });

  it("lists the weekly wrap-up's two top 5s with their percents, and says six days do not prove", async () => {
    await renderWithProviders(<AnalysisCards cards={[weeklyWrapUpCard()]} />);
    const card = screen.getByTestId("analysis-weekly-wrap-up");
    expect(card.querySelector("h2")?.textContent).toBe(allMessages.en["analysis.wrapUp.title"]);
    expect(screen.getByTestId("analysis-meta").textContent).toMatch(/^N = 6 · Nov 21\s*–\s*26$/);
    const weekly = [...screen.getByTestId("wrap-up-weekly").querySelectorAll("li")];
    expect(weekly.map((item) => item.querySelector("span")?.textContent)).toEqual([
      "Water: 6 days of 6 (100%)",
      "Walk: 4 days of 6 (67%)",
      "Meditation: 1 day of 6 (17%)",
    ]);
    expect(weekly.map((item) => item.querySelector("progress")?.getAttribute("value"))).toEqual([
      "100",
      "67",
      "17",
    ]);
    expect(screen.getByTestId("wrap-up-symptoms").textContent).toBe(
      "Migraine: 50% lower on the days with Walk",
    );
    expect(screen.getByText(allMessages.en["analysis.wrapUp.note"])).toBeTruthy();
  });

  it("says 'not enough data' for a wrap-up with nothing to list, in French", async () => {
    await renderWithProviders(<AnalysisCards cards={[weeklyWrapUpCard(false, "fr")]} />, { locale: "fr" });
    expect(screen.getByTestId("analysis-not-enough")).toBeTruthy();
    expect(screen.getByTestId("analysis-weekly-wrap-up").querySelector("h2")?.textContent).toBe(
      allMessages.fr["analysis.wrapUp.title"],
    );
    expect(screen.queryByTestId("wrap-up-weekly")).toBeNull();
  });

  it("shows an unknown card as the ERROR card, which Close hides", async () => {
    await renderWithProviders(<AnalysisCards cards={[{ id: "h", type: "HOLOGRAM" }, singlePointCard()]} />);
    expect(screen.getByTestId("error-card")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: allMessages.en["card.error.close"] }));
    expect(screen.queryByTestId("error-card")).toBeNull();
    expect(screen.getByTestId("analysis-symptom-series")).toBeTruthy();
  });

  it("says there is no data when the document has no card, in French too", async () => {
    await renderWithProviders(<AnalysisCards cards={[]} />, { locale: "fr" });
    expect(screen.getByText(allMessages.fr["analysis.list.empty"])).toBeTruthy();
  });
});
