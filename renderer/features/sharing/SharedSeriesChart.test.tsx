import { beforeEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/renderWithProviders";
import { sharedData } from "./sharingFixtures";
import { SharedSeriesChart } from "./SharedSeriesChart";

const drawn: Array<{ span?: { start: string; end: string }; yDomain?: readonly number[] }> = [];
vi.mock("../../ui/charts/dayChartPlot", () => ({
  drawDayChart: (_element: HTMLElement, data: (typeof drawn)[number]) => {
    drawn.push(data);
    return () => {};
  },
}));
// The charts draw once near the screen, which the test DOM never reports: they are always near.
vi.mock("../../ui/useNearScreen", () => ({ useNearScreen: () => true }));

beforeEach(() => {
  drawn.length = 0;
});

const period = { from: sharedData.from, to: sharedData.to };

describe("SharedSeriesChart", () => {
  it("says what a symptom's values are, on their 0 to 5 scale, over the whole shared period", async () => {
    await renderWithProviders(
      <SharedSeriesChart kind="symptoms" series={sharedData.symptoms!} period={period} />,
    );
    expect(screen.getByText("Highest intensity of the day (0 to 5)", { selector: "p" })).toBeTruthy();
    // The table a screen reader reads names its values the same way.
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toContain(
      "Highest intensity of the day (0 to 5)",
    );
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    // The period's last day is drawn: the span's end is the day after it.
    expect(drawn[0]).toMatchObject({ span: { start: "2026-08-28", end: "2026-11-27" }, yDomain: [0, 5] });
  });

  it("lets counts and scores take their own range, and says what they are", async () => {
    const series = [{ name: "PARACETAMOL", label: "Paracetamol", points: sharedData.symptoms![0]!.points }];
    await renderWithProviders(<SharedSeriesChart kind="medicationIntakes" series={series} period={period} />);
    expect(screen.getByText("Intakes of the day", { selector: "p" })).toBeTruthy();
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]!.yDomain).toBeUndefined();
  });

  it("is not drawn again when its page draws again with the same data", async () => {
    const series = sharedData.symptoms!;
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            again
          </button>
          <SharedSeriesChart kind="symptoms" series={series} period={period} />
        </>
      );
    }
    await renderWithProviders(<Page />);
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "again" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).toHaveLength(1);
  });
});
