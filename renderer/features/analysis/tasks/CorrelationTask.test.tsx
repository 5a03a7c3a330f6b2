import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { IncomingCard } from "../../../cards/types";
import {
  correlationCard,
  correlationNone,
  correlationNotEnough,
  correlationServer,
} from "../../programs/endOfStudyFixtures";
import { mockApi } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { CardView } from "../../../cards/CardView";

async function renderCard(list?: Parameters<typeof correlationServer>[0], locale: "en" | "fr" = "en") {
  const { api, calls } = mockApi(correlationServer(list));
  const complete = vi.fn();
  await renderWithProviders(<CardView card={correlationCard as IncomingCard} complete={complete} />, {
    api,
    locale,
  });
  return { complete, calls };
}

describe("CorrelationTask", () => {
  it("shows the chosen correlation, its lag, N, window, confidence and a ten-segment bar", async () => {
    const { calls } = await renderCard();
    expect(await screen.findByText("Migraine and Sleep quality")).toBeTruthy();
    expect(screen.getByText("Correlation: -0.62")).toBeTruthy();
    expect(screen.getByText("Confidence: 99%")).toBeTruthy();
    expect(screen.getByText("The value one day, the symptom the next")).toBeTruthy();
    expect(screen.getByText("N = 24 days with both, from Oct 28, 2026 to Nov 26, 2026")).toBeTruthy();
    const bar = screen.getByRole("meter");
    expect(bar.className).toContain("correlation-bar--negative");
    expect(bar.querySelectorAll(".is-lit")).toHaveLength(6);
    expect(calls[0]?.query.get("symptom")).toBe("MIGRAINE");
    expect(calls[0]?.query.get("dataValue")).toBe("sleepQuality");
  });

  it("toggles the help open and closed", async () => {
    await renderCard();
    const toggle = await screen.findByRole("button", { name: "What does this mean?" });
    fireEvent.click(toggle);
    expect(screen.getByTestId("correlation-help").textContent).toContain("at least 10 days");
    fireEvent.click(screen.getByRole("button", { name: "Hide the help" }));
    expect(screen.queryByTestId("correlation-help")).toBeNull();
  });

  it("shows N and window in French", async () => {
    await renderCard(undefined, "fr");
    expect(await screen.findByText("La valeur un jour, le symptôme le lendemain")).toBeTruthy();
    expect(screen.getByTestId("correlation-basis").textContent).toContain(
      "N = 24 jours avec les deux, du 28 oct. 2026 au 26 nov. 2026",
    );
  });

  it("says no association was found when pairs were tested and none passed", async () => {
    await renderCard(correlationNone);
    expect(await screen.findByText("No association found.")).toBeTruthy();
    expect(
      screen.getByText(
        "8 comparisons of your symptoms and daily values from Oct 28, 2026 to Nov 26, 2026: none stands out from chance.",
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId("correlation-empty")).toBeNull();
    expect(screen.queryByRole("meter")).toBeNull();
  });

  it("says there is not enough data, the days it needs, and links to the journal", async () => {
    const { complete } = await renderCard(correlationNotEnough, "fr");
    expect(await screen.findByTestId("correlation-empty")).toBeTruthy();
    expect(screen.getByTestId("correlation-window").textContent).toBe(
      "Une corrélation demande au moins 10 jours avec les deux, entre le 28 oct. 2026 et le 26 nov. 2026.",
    );
    expect(screen.queryByTestId("correlation-none")).toBeNull();
    expect(screen.getByRole("link", { name: "Aller au journal" }).getAttribute("href")).toBe(
      "/app/patient/journal",
    );
    fireEvent.click(screen.getByRole("button", { name: "Terminé" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: {} });
  });

  it("completes with the correlation shown", async () => {
    const { complete } = await renderCard();
    await screen.findByTestId("correlation");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({
      done: true,
      data: { symptom: "MIGRAINE", dataValue: "sleepQuality", correlation: -0.62 },
    });
  });

  it("shows the error when the list cannot be read", async () => {
    await renderCard("error");
    await waitFor(() => expect(screen.getByRole("alert")).toBeTruthy());
  });
});
