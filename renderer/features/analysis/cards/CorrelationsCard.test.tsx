import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { correlationsCard } from "../analysisCardFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { AUTHOR_SEARCH_PATH, CorrelationsCard } from "./CorrelationsCard";

describe("CorrelationsCard", () => {
  it("lists the 3 free correlations with their bar, confidence, lag and N, and how to unlock the rest", async () => {
    await renderWithProviders(<CorrelationsCard card={correlationsCard()} />);
    const items = screen.getByTestId("correlation-list").querySelectorAll("li");
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain("Migraine and Sleep quality");
    expect(items[0]!.textContent).toContain("N = 24 days with both");
    const bars = screen.getAllByRole("meter");
    expect(bars[0]!.className).toContain("correlation-bar--negative");
    expect(bars[0]!.querySelectorAll(".is-lit")).toHaveLength(8);
    expect(bars[1]!.className).toContain("correlation-bar--positive");
    expect(screen.getAllByTestId("correlation-confidence").map((span) => span.textContent)).toEqual([
      "Confidence: 100%",
      "Confidence: 99%",
      "Confidence: 97%",
    ]);
    expect(screen.getByText("The value one day, the symptom the next")).toBeTruthy();
    const upsell = screen.getByTestId("correlations-upsell");
    expect(upsell.textContent).toContain("3 of 4 correlations shown.");
    expect(upsell.querySelector("a")!.getAttribute("href")).toBe(AUTHOR_SEARCH_PATH);
    expect(AUTHOR_SEARCH_PATH).toBe("/app/patient/ressources/autors");
  });

  it("counts comparisons in its header and lists every pair compared, saying where no association was found", async () => {
    await renderWithProviders(<CorrelationsCard card={correlationsCard()} />);
    expect(screen.getByTestId("analysis-meta").textContent).toMatch(/^8 comparisons · /);
    const pairs = screen.getAllByTestId("correlation-pair").map((li) => li.textContent);
    expect(pairs).toHaveLength(5);
    expect(pairs[0]).toContain("Migraine and Sleep quality: association found");
    expect(pairs[0]).toContain("N = 24 days with both");
    expect(pairs[4]).toContain("Migraine and Caffeine: no association found");
    expect(pairs[4]).toContain("N = 20 days with both, from Oct 28, 2026 to Nov 26, 2026");
  });

  it("shows them all without the message with a paid author link", async () => {
    await renderWithProviders(<CorrelationsCard card={correlationsCard("en", "paid")} />);
    expect(screen.getByTestId("correlation-list").querySelectorAll("li")).toHaveLength(4);
    expect(screen.queryByTestId("correlations-upsell")).toBeNull();
  });

  it("toggles a help that explains the test, the lag, N and the window", async () => {
    await renderWithProviders(<CorrelationsCard card={correlationsCard()} />);
    const toggle = screen.getByRole("button", { name: "How are they found?" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByTestId("correlations-help")).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const help = screen.getByTestId("correlations-help");
    expect(toggle.getAttribute("aria-controls")).toBe(help.id);
    expect(help.textContent).toContain("Over the last 30 days");
    expect(help.textContent).toContain("Spearman");
    expect(help.textContent).toContain("The lag: each pair is compared 2 ways");
    expect(help.textContent).toContain("N is the number of days with both; a comparison needs at least 10.");
    expect(help.textContent).toContain("false discovery rate 5%");
    fireEvent.click(screen.getByRole("button", { name: "Hide the help" }));
    expect(screen.queryByTestId("correlations-help")).toBeNull();
  });

  it("sends to the journal when nothing could be tested, and says when nothing stood out", async () => {
    const { unmount } = await renderWithProviders(
      <CorrelationsCard card={correlationsCard("en", "notEnoughData")} />,
    );
    expect(screen.getByRole("link", { name: "Go to the journal" }).getAttribute("href")).toBe(
      "/app/patient/journal",
    );
    unmount();
    await renderWithProviders(<CorrelationsCard card={correlationsCard("fr", "noAssociation")} />, {
      locale: "fr",
    });
    expect(screen.getByTestId("correlation-none")).toBeTruthy();
    expect(screen.getAllByTestId("correlation-pair").map((li) => li.textContent)).toContain(
      "Migraine et Caféine : aucune association trouvée N = 20 jours avec les deux, du 28 oct. 2026 au 26 nov. 2026",
    );
    expect(screen.queryByTestId("correlation-list")).toBeNull();
  });
});
