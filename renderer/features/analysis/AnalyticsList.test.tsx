import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { analysisServer } from "./analysisFixtures";
import { mockApi } from "../../test/mockApi";
import { allMessages } from "../../test/messages";
import { renderWithProviders } from "../../test/renderWithProviders";
import { AnalyticsList, CONSULTATION_PDF_PATH, analysisQueryOf } from "./AnalyticsList";

vi.mock("../../ui/charts/dayChartPlot", () => ({ drawDayChart: () => () => {} }));

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const en = allMessages.en;

describe("AnalyticsList", () => {
  it("shows 10 analytics, then 'see more' adds the next ones until all are there", async () => {
    const { api, calls } = mockApi(analysisServer({ total: 12 }));
    await renderWithProviders(<AnalyticsList />, { api });
    expect(await screen.findAllByTestId("analytics-item")).toHaveLength(10);
    fireEvent.click(screen.getByTestId("analytics-more"));
    await vi.waitFor(() => expect(screen.getAllByTestId("analytics-item")).toHaveLength(12));
    expect(screen.getAllByTestId("analytics-item").at(-1)!.textContent).toBe(
      "Symptom over time · Back pain 11",
    );
    expect(screen.queryByTestId("analytics-more")).toBeNull();
    const reads = calls.filter((call) => call.path === "/api/patient/analytics");
    expect(reads.map((call) => [call.query.get("offset"), call.query.get("limit")])).toEqual([
      ["0", "10"],
      ["10", "10"],
    ]);
  });

  it("says 'Loading...' while reading and 'no data available' without analytics", async () => {
    await renderWithProviders(<AnalyticsList />, { api: mockApi(analysisServer({ never: true })).api });
    expect(screen.getByTestId("analytics-loading").textContent).toBe(en["analysis.list.loading"]);
    await renderWithProviders(<AnalyticsList />, { api: mockApi(analysisServer({ total: 0 })).api });
    expect((await screen.findByTestId("analytics-empty")).textContent).toBe(en["analysis.list.empty"]);
  });

  it("offers the journal and analysis as a PDF for a consultation once there is something to read", async () => {
    await renderWithProviders(<AnalyticsList />, { api: mockApi(analysisServer({ total: 3 })).api });
    const link = await screen.findByTestId("analysis-pdf");
    expect(link.getAttribute("href")).toBe("/api/patient/export?format=pdf");
    expect(CONSULTATION_PDF_PATH).toBe(link.getAttribute("href"));
    expect(link.hasAttribute("download")).toBe(true);
    expect(link.textContent).toBe(en["analysis.list.downloadPdf"]);
    await renderWithProviders(<AnalyticsList />, { api: mockApi(analysisServer({ total: 0 })).api });
    await screen.findByTestId("analytics-empty");
    expect(screen.getAllByTestId("analysis-pdf")).toHaveLength(1);
  });

  it("filters by study and by type through the call's query", async () => {
    const { api, calls } = mockApi(analysisServer({ total: 3 }));
    await renderWithProviders(<AnalyticsList />, { api });
    await screen.findAllByTestId("analytics-item");
    await act(async () => {
      fireEvent.change(screen.getByTestId("analytics-study"), { target: { value: "migraine-diary" } });
    });
    await act(async () => {
      fireEvent.change(screen.getByTestId("analytics-type"), { target: { value: "timeSerie_symptom" } });
    });
    const last = calls.filter((call) => call.path === "/api/patient/analytics").at(-1)!;
    expect(last.query.get("studyId")).toBe("migraine-diary");
    expect(last.query.get("type")).toBe("timeSerie_symptom");
  });

  it("opens an analytic's cards below it", async () => {
    const { api, calls } = mockApi(analysisServer({ total: 3 }));
    await renderWithProviders(<AnalyticsList />, { api });
    const [first] = await screen.findAllByTestId("analytics-item");
    const button = within(first!).getByRole("button");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(await within(first!).findByTestId("analysis-symptom-series")).toBeTruthy();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const opened = calls.find((call) => call.path === "/api/patient/analysis")!;
    expect(opened.query.get("kind")).toBe("timeSerie_symptom");
    expect(opened.query.get("symptom")).toBe("SYMPTOM_0");
  });

  it("keeps several analytics open side by side, each closing on its own", async () => {
    const { api } = mockApi(analysisServer({ total: 3 }));
    await renderWithProviders(<AnalyticsList />, { api });
    const [first, second] = await screen.findAllByTestId("analytics-item");
    const [one, two] = [within(first!).getByRole("button"), within(second!).getByRole("button")];
    fireEvent.click(one);
    fireEvent.click(two);
    expect(await within(second!).findByTestId("analysis-symptom-series")).toBeTruthy();
    expect(one.getAttribute("aria-expanded")).toBe("true");
    expect(two.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(one);
    expect(one.getAttribute("aria-expanded")).toBe("false");
    expect(within(first!).queryByTestId("analysis-symptom-series")).toBeNull();
    expect(two.getAttribute("aria-expanded")).toBe("true");
  });

  it("turns an analytic into the analysis call's query", () => {
    expect(
      analysisQueryOf({ id: "x", type: "timeSerie_symptoms", name: "x", symptoms: ["A", "B"], studyId: "s" }),
    ).toEqual({ kind: "timeSerie_symptoms", symptoms: "A,B", studyId: "s" });
  });
});
