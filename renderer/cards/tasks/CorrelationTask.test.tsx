import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { IncomingCard } from "../types";
import { correlationCard, correlationServer } from "../../mocks/endOfStudyFixtures";
import { mockApi } from "../../mocks/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { CardView } from "../CardView";

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
  it("shows the chosen correlation, its confidence and a ten-segment bar", async () => {
    const { calls } = await renderCard();
    expect(await screen.findByText("Migraine and Sleep quality")).toBeTruthy();
    expect(screen.getByText("Correlation: -0.62")).toBeTruthy();
    expect(screen.getByText("Confidence: 50%")).toBeTruthy();
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
    expect(screen.getByTestId("correlation-help")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hide the help" }));
    expect(screen.queryByTestId("correlation-help")).toBeNull();
  });

  it("says there is not enough data and links to the journal", async () => {
    const { complete } = await renderCard({ items: [], total: 0, limited: false }, "fr");
    expect(await screen.findByTestId("correlation-empty")).toBeTruthy();
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
