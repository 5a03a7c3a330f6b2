import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import {
  bedtimeSeriesCard,
  questionnaireSeriesCard,
  screenCard,
  sleepCard,
  symptomsEvolutionCard,
  stepsSeriesCard,
  valuePieCard,
  valueSeriesCard,
} from "../analysisFixtures";
import { allMessages } from "../../../test/messages";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { AnalysisCards } from "../AnalysisCards";

const drawn: Array<{
  hidden?: readonly string[];
  height?: number;
  yDomain?: readonly number[];
  formatValue: (value: number) => string;
}> = [];
vi.mock("../../../ui/charts/dayChartPlot", () => ({
  drawDayChart: (_element: HTMLElement, data: (typeof drawn)[number]) => {
    drawn.push(data);
    return () => {};
  },
}));

// The charts draw once near the screen, which the test DOM never reports: they are always near.
vi.mock("../../../ui/useNearScreen", () => ({ useNearScreen: () => true }));

beforeEach(() => {
  drawn.length = 0;
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the analysis chart cards", () => {
  it("toggles a symptom's line from the legend, aria-pressed saying whether it is shown", async () => {
    await renderWithProviders(<AnalysisCards cards={[symptomsEvolutionCard()]} />);
    const toggles = screen.getAllByTestId("analysis-legend-toggle");
    expect(toggles.map((toggle) => [toggle.textContent, toggle.getAttribute("aria-pressed")])).toEqual([
      ["Migraine", "true"],
      ["Nausea", "true"],
      ["Back pain", "true"],
    ]);
    fireEvent.click(toggles[1]!);
    expect(toggles[1]!.getAttribute("aria-pressed")).toBe("false");
    await vi.waitFor(() => expect(drawn.at(-1)?.hidden).toEqual(["Nausea"]));
    expect(drawn.at(-1)).toMatchObject({ height: 300, yDomain: [0, 5] });
    fireEvent.click(toggles[1]!);
    expect(toggles[1]!.getAttribute("aria-pressed")).toBe("true");
  });

  it("draws the pie's slices with their counts and shares", async () => {
    await renderWithProviders(<AnalysisCards cards={[valuePieCard()]} />);
    expect(screen.getByTestId("analysis-pie").querySelectorAll("path")).toHaveLength(4);
    expect(screen.getAllByTestId("analysis-pie-slice").map((slice) => slice.textContent)).toEqual([
      "Stress: 7 (50%)",
      "Lack of sleep: 4 (29%)",
      "Skipped meal: 2 (14%)",
      "Alcohol: 1 (7%)",
    ]);
    expect(screen.getByTestId("analysis-pie").getAttribute("height")).toBe("200");
  });

  it("titles a value's pie apart from its line: two regions of the journal never share a name", async () => {
    const line = valueSeriesCard();
    const pie = { ...valuePieCard(), name: line.name };
    await renderWithProviders(<AnalysisCards cards={[line, pie]} />);
    const regions = screen.getAllByRole("region").map((region) => region.getAttribute("aria-labelledby"));
    const names = regions.map((id) => document.getElementById(id!)?.textContent);
    expect(names).toEqual([line.name, `${line.name} · Distribution`]);
  });

  it("writes the sleep axis as times of the night and the time awake in bed", async () => {
    await renderWithProviders(<AnalysisCards cards={[sleepCard()]} />);
    const bedtimes = screen.getByText(/^Bedtime by day$/).closest("table")!;
    expect(
      [...bedtimes.querySelectorAll("tbody td:nth-child(2)")].slice(0, 4).map((cell) => cell.textContent),
    ).toEqual(["23:00", "23:30", "00:00", "00:40"]);
    expect(screen.getByTestId("analysis-no-sleep").textContent).toBe(
      "Awake in bed: 25.5 min a night on average",
    );
  });

  it.each([
    ["symptoms compared", symptomsEvolutionCard(true)],
    ["value series", valueSeriesCard(true)],
    ["questionnaire", questionnaireSeriesCard(true)],
    ["pie", valuePieCard(true)],
    ["sleep", sleepCard(true)],
    ["screen", screenCard(true)],
  ])("says 'not enough data' with the journal button without records (%s)", async (_, card) => {
    await renderWithProviders(<AnalysisCards cards={[card]} />, { locale: "fr" });
    expect(screen.getByTestId("analysis-not-enough").textContent).toContain(
      allMessages.fr["analysis.notEnoughData"],
    );
    expect(screen.getByTestId("analysis-go-journal").getAttribute("href")).toBe("/app/patient/journal");
    expect(screen.getByTestId("analysis-meta").textContent).toMatch(/^N = 0 · /);
  });

  it("goes to the journal through the router, without reloading the page", async () => {
    const { router } = await renderWithProviders(<AnalysisCards cards={[sleepCard(true)]} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("analysis-go-journal"));
    });
    expect(router.state.location.pathname).toBe("/app/patient/journal");
  });

  it("spans a value's own points, not its catalogue's maximum, its axis labels in the reader's language", async () => {
    await renderWithProviders(<AnalysisCards cards={[stepsSeriesCard()]} />, { locale: "fr" });
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]!.yDomain).toBeUndefined();
    expect(drawn[0]!.formatValue(12_000)).toBe("12\u202f000");
  });

  it("writes a time of day as a time on the night axis, in the chart and its table", async () => {
    await renderWithProviders(<AnalysisCards cards={[bedtimeSeriesCard()]} />);
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    expect([1410, 1470].map(drawn[0]!.formatValue)).toEqual(["23:30", "00:30"]);
    const cells = [...document.querySelectorAll("td:nth-child(2)")].map((cell) => cell.textContent);
    expect(cells).toEqual(["23:30", "00:30", "23:00", "01:10"]);
  });

  it.each([
    ["value", valueSeriesCard(), undefined],
    ["questionnaire", questionnaireSeriesCard(), undefined],
    ["screen", screenCard(), undefined],
  ] as const)("draws the %s chart 300 px high", async (_, card, yDomain) => {
    await renderWithProviders(<AnalysisCards cards={[card]} />);
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]!.height).toBe(300);
    expect(drawn[0]!.yDomain).toEqual(yDomain);
  });
});
