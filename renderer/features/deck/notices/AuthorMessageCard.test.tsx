import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { autorMessageCard, questionCard } from "../noticeFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { AuthorMessageCard } from "./AuthorMessageCard";
import { QuestionCard } from "./QuestionCard";

describe("AuthorMessageCardData", () => {
  it("shows the author, the message and a link to the author's page; Done completes", async () => {
    const complete = vi.fn();
    await renderWithProviders(<AuthorMessageCard card={autorMessageCard} complete={complete} />, {
      locale: "fr",
    });
    expect(screen.getByText("Un message de Léa Martin")).toBeTruthy();
    expect(screen.getByTestId("autor-message-text").textContent).toBe(autorMessageCard.message);
    expect(screen.getByRole("link", { name: "Voir la page de Léa Martin" }).getAttribute("href")).toBe(
      "/app/patient/ressources/autors/coach-lea",
    );
    fireEvent.click(screen.getByRole("button", { name: "Terminé" }));
    fireEvent.click(screen.getByRole("button", { name: "Terminé" }));
    expect(complete).toHaveBeenCalledOnce();
    expect(complete).toHaveBeenCalledWith({ done: true });
  });
});

describe("QuestionCard", () => {
  it("asks the question of the period; answering completes the card and opens the community", async () => {
    const complete = vi.fn();
    const { router } = await renderWithProviders(<QuestionCard card={questionCard} complete={complete} />);
    expect(screen.getByText("Question of the week")).toBeTruthy();
    expect(screen.getByTestId("question-text").textContent).toBe("What helps you sleep well?");
    fireEvent.click(screen.getByRole("link", { name: "Answer in the community" }));
    expect(complete).toHaveBeenCalledWith({ done: true, data: { questionId: "what-helps-you-sleep" } });
    expect(router.history.location.pathname).toBe("/app/patient/community");
  });

  it("dismisses with Later", async () => {
    const complete = vi.fn();
    await renderWithProviders(<QuestionCard card={questionCard} complete={complete} />);
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(complete).toHaveBeenCalledWith({ done: false });
  });
});
