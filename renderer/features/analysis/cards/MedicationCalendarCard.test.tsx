import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { analysisDocument, medicationCalendarCard } from "../analysisCardFixtures";
import { mockApi, ok } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { MedicationCalendarCard } from "./MedicationCalendarCard";

describe("MedicationCalendarCard", () => {
  it("highlights the days with intakes and shows the month's average efficiency on its scale", async () => {
    await renderWithProviders(<MedicationCalendarCard card={medicationCalendarCard()} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Ibuprofen: intakes");
    expect(document.querySelectorAll(".is-taken")).toHaveLength(4);
    expect(
      screen.getByText("November 10: 2 intakes, efficiency 4.5 out of 5").closest("td")!.className,
    ).toContain("is-taken");
    expect(screen.getByText("November 11: 1 intake")).toBeTruthy();
    expect(screen.getByTestId("medication-intakes").textContent).toBe("5 intakes this month");
    expect(screen.getByTestId("efficiency-average").textContent).toBe("3.5 out of 5");
    const meter = screen.getByRole("meter", { name: "Average efficiency" });
    expect(meter.getAttribute("value")).toBe("3.5");
    expect(meter.getAttribute("max")).toBe("5");
  });

  it("moves to the previous month and fetches that month's intakes of the medication", async () => {
    const october = {
      ...medicationCalendarCard("en", true),
      month: "2026-10",
      from: "2026-10-01",
      to: "2026-10-31",
    };
    const { api, calls } = mockApi({ "GET /api/patient/analysis": () => ok(analysisDocument([october])) });
    await renderWithProviders(<MedicationCalendarCard card={medicationCalendarCard()} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(await screen.findByTestId("medication-calendar-empty")).toBeTruthy();
    expect(screen.getByText("October 2026")).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      kind: "calendar_medication",
      medication: "IBUPROFEN",
      to: "2026-10-31",
    });
    expect(screen.queryByTestId("efficiency-scale")).toBeNull();
  });

  it("says when no intake was recorded, in French too", async () => {
    await renderWithProviders(<MedicationCalendarCard card={medicationCalendarCard("fr", true)} />, {
      locale: "fr",
    });
    expect(screen.getByTestId("medication-calendar-empty").textContent).toBe(
      "Aucune prise de Ibuprofène ce mois-ci.",
    );
  });
});
