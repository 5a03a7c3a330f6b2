import { describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mockApi } from "../../../test/mockApi";
import {
  contentCard,
  noticeApi,
  pushProgramsCard,
  pushQuestionnairesCard,
  sendMessageCard,
} from "../noticeFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { IncomingCard } from "../../../cards/types";
import { AuthorTaskCard } from "./AuthorTaskCard";

async function renderCard(card: IncomingCard, options: Parameters<typeof noticeApi>[0] = {}) {
  const complete = vi.fn();
  const { api, calls } = mockApi(noticeApi(options));
  await renderWithProviders(<AuthorTaskCard card={card} complete={complete} />, { api });
  return { complete, calls };
}

describe("AuthorTaskCardData", () => {
  it("PUSH_PGRM lists the programs with their page and a join button for those not followed", async () => {
    const { complete, calls } = await renderCard(pushProgramsCard);
    const items = await screen.findAllByTestId("pushed-program");
    expect(items.map((item) => item.getAttribute("data-program-id"))).toEqual(["sleep", "migraine"]);
    const [sleep, migraine] = items as [HTMLElement, HTMLElement];
    expect(within(sleep).getByRole("link", { name: "Better sleep in 14 days" }).getAttribute("href")).toBe(
      "/app/patient/ressources/studies/sleep",
    );
    expect(within(migraine).getByTestId("pushed-program-joined")).toBeTruthy();
    fireEvent.click(within(sleep).getByRole("button", { name: "Join" }));
    await within(sleep).findByTestId("pushed-program-joined");
    expect(calls.some((call) => call.path === "/api/patient/study/subscribe/sleep")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledWith({ done: true, data: { joined: ["sleep"] } });
  });

  it("PUSH_QUEST lists the questionnaires, each linking to its page", async () => {
    const { complete } = await renderCard(pushQuestionnairesCard);
    await screen.findByText("Sleep quality");
    const links = screen.getAllByRole("link", { name: "Fill in" }).map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      "/app/patient/questionnaires/sleep-quality",
      "/app/patient/questionnaires/stress-check",
    ]);
    expect(screen.getByText("From Léa Martin")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledWith({ done: true });
  });

  it("CONTENT draws its blocks; its complete button completes the card", async () => {
    const { complete } = await renderCard(contentCard);
    expect(screen.getByText("Dim the lights an hour before bed.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "A calm bedroom" })).toBeTruthy();
    // The content's own button completes it: no second Done button.
    expect(screen.queryByRole("button", { name: "Done" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "I'll try tonight" }));
    await waitFor(() => expect(complete).toHaveBeenCalledWith(expect.objectContaining({ done: true })));
  });

  it("CONTENT heads its title block below the card's title, or in its place without one", async () => {
    await renderCard(contentCard);
    expect(screen.getByRole("heading", { level: 2, name: "A word from Léa" })).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 3, name: "Dim the lights an hour before bed." }),
    ).toBeTruthy();
    cleanup();
    await renderCard({ ...contentCard, title: undefined });
    expect(screen.getAllByRole("heading").map((heading) => heading.tagName)).toEqual(["H2"]);
    expect(
      screen.getByRole("heading", { level: 2, name: "Dim the lights an hour before bed." }),
    ).toBeTruthy();
  });

  it("SEND_MESSAGE sends the message to the author, then completes", async () => {
    const { complete, calls } = await renderCard(sendMessageCard);
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByLabelText("How did your first week of evening routine go?"), {
      target: { value: "  Going well!  " },
    });
    fireEvent.click(send);
    await waitFor(() => expect(complete).toHaveBeenCalledWith({ done: true, data: { messageId: "m1" } }));
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ["/api/patient/autors/coach-lea/messages", { message: "Going well!" }],
    ]);
  });

  it("SEND_MESSAGE shows a failure and keeps the card", async () => {
    const { complete } = await renderCard(sendMessageCard, { fails: "NOT_FOUND" });
    fireEvent.change(screen.getByTestId("send-message-text"), { target: { value: "Hi" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
  });

  it("shows the ERROR card for an unknown author task type", async () => {
    const card = { ...sendMessageCard, autorTask: { type: "HOLOGRAM" } } as unknown as IncomingCard;
    await renderCard(card);
    expect(screen.getByText("ERROR")).toBeTruthy();
  });
});
