import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { analysisDocument, symptomCalendarCard } from "../analysisCardFixtures";
import { mockApi, ok } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { SymptomCalendarCard } from "./SymptomCalendarCard";

function server() {
  return mockApi({
    "GET /api/patient/analysis": () => ok(analysisDocument([symptomCalendarCard("en", "2026-10")])),
  });
}

describe("SymptomCalendarCard", () => {
  it("draws the month Monday first, each day with an event in its intensity's colour, and the legend", async () => {
    await renderWithProviders(<SymptomCalendarCard card={symptomCalendarCard()} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Migraine: calendar");
    expect(screen.getByTestId("symptom-calendar-grid-month").textContent).toBe("November 2026");
    const headers = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(6);
    // November 2026 starts on a Sunday: the first row is six blanks and the 1st.
    expect(
      within(rows[0]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["", "", "", "", "", "", "1November 1: nothing recorded"]);
    const tenth = screen.getByText("November 10: intensity 5").closest("td")!;
    expect(tenth.className).toContain("intensity-level--5");
    expect(screen.getByText("November 3: intensity 0").closest("td")!.className).toContain(
      "intensity-level--0",
    );
    const legend = screen.getByTestId("intensity-legend");
    expect(legend.querySelectorAll("li")).toHaveLength(6);
    expect(legend.querySelector("li")!.className).toBe("intensity-level--0");
    expect(screen.queryByTestId("symptom-calendar-empty")).toBeNull();
  });

  it("names the weekdays and the month in the reader's language", async () => {
    await renderWithProviders(<SymptomCalendarCard card={symptomCalendarCard("fr")} />, { locale: "fr" });
    expect(screen.getByTestId("symptom-calendar-grid-month").textContent).toBe("novembre 2026");
    expect(screen.getAllByRole("columnheader")[0]!.textContent).toBe("lun.");
    expect(screen.getByRole("button", { name: "Mois précédent" })).toBeTruthy();
  });

  it("moves to the previous month, fetching it, and back to its own without asking again", async () => {
    const { api, calls } = server();
    await renderWithProviders(<SymptomCalendarCard card={symptomCalendarCard()} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(await screen.findByText("October 2026")).toBeTruthy();
    expect(await screen.findByText("October 9: intensity 3")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      kind: "calendar_symptom",
      symptom: "MIGRAINE",
      to: "2026-10-31",
    });
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByText("November 2026")).toBeTruthy();
    expect(screen.getByText("November 10: intensity 5")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("says when nothing was recorded that month", async () => {
    await renderWithProviders(<SymptomCalendarCard card={symptomCalendarCard("en", "2026-11", true)} />);
    expect(screen.getByTestId("symptom-calendar-empty").textContent).toBe(
      "Nothing recorded for Migraine this month.",
    );
    expect(document.querySelectorAll("[class*='intensity-level--']").length).toBe(6);
  });
});
