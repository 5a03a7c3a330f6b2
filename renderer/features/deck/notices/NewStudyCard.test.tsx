import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { mockApi } from "../../../test/mockApi";
import { newStudyCard, noticeApi } from "../noticeFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { NewStudyCard } from "./NewStudyCard";

async function renderCard(options: Parameters<typeof noticeApi>[0] = {}, locale: "en" | "fr" = "en") {
  const complete = vi.fn();
  const { api, calls } = mockApi(noticeApi(options));
  await renderWithProviders(<NewStudyCard card={newStudyCard} complete={complete} />, { api, locale });
  return { complete, calls };
}

describe("NewStudyCard", () => {
  it("shows the study, its length, its rewards and a link to its page", async () => {
    await renderCard({}, "fr");
    expect(screen.getByRole("heading", { name: "Better sleep in 14 days" })).toBeTruthy();
    expect(screen.getByText("Nouvelle étude")).toBeTruthy();
    expect(screen.getByText("14 jours")).toBeTruthy();
    expect(screen.getByText("250 récompenses")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voir l'étude" }).getAttribute("href")).toBe(
      "/app/patient/ressources/studies/sleep",
    );
  });

  it("joins with the subscribe call, then completes the card", async () => {
    const { complete, calls } = await renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(complete).toHaveBeenCalledWith({ done: true, data: { joined: "sleep" } }));
    expect(calls.map((call) => [call.method, call.path])).toEqual([
      ["POST", "/api/patient/study/subscribe/sleep"],
    ]);
  });

  it("shows why joining failed and keeps the card", async () => {
    const { complete } = await renderCard({ fails: "TOO_MUCH_PROGRAMS" });
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
  });
});
