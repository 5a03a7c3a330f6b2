import { loadedComponent } from "../../../cards/lazyComponent";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { QuestionnaireTaskParams } from "../../../../card-schemas";
import { taskCard } from "../../../test/fixtures";
import { mockApi } from "../../../test/mockApi";
import {
  questionnaireApi,
  questionnaireRecord,
  type QuestionnaireApiOptions,
} from "../questionnaireFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { Locale } from "../../../app/i18n/locales";
import { CardView } from "../../../cards/CardView";
import { taskComponents } from "../../../cards/registry";
import { QuestionnaireTask } from "./QuestionnaireTask";

async function renderQuestionnaire(
  params: QuestionnaireTaskParams,
  options: QuestionnaireApiOptions & { locale?: Locale } = {},
) {
  const { api, calls } = mockApi(questionnaireApi(options));
  const complete = vi.fn();
  await renderWithProviders(
    <CardView card={taskCard("card-questionnaire", { type: "QUESTIONNAIRE", params })} complete={complete} />,
    { api, locale: options.locale },
  );
  await waitFor(() => expect(screen.queryByText(/^(Loading…|Chargement…)$/)).toBeNull());
  const posts = () => calls.filter((call) => call.method === "POST").map((call) => call.body);
  return { complete, posts };
}

describe("QuestionnaireTask", () => {
  it("is what the registry renders for QUESTIONNAIRE", async () => {
    expect(await loadedComponent(taskComponents.QUESTIONNAIRE)).toBe(QuestionnaireTask);
  });

  it("shows the period and the rewards by default, fills the questionnaire in the launcher and completes", async () => {
    const { complete, posts } = await renderQuestionnaire({ questionnaireId: "mood-check" });
    expect(screen.getByText("Mood check")).toBeTruthy();
    expect(screen.getByText("Not filled in yet")).toBeTruthy();
    expect(screen.getByText("To fill in every 14 days")).toBeTruthy();
    expect(screen.getByTestId("questionnaire-rewards").textContent).toBe("+15 rewards for filling it in");

    fireEvent.click(screen.getByRole("button", { name: "Fill in" }));
    const dialog = screen.getByRole("dialog", { name: "Mood check" });
    const send = within(dialog).getByRole("button", { name: "Send" });
    expect(send).toHaveProperty("disabled", true);
    const [first, second] = within(dialog).getAllByRole("group");
    fireEvent.click(within(first as HTMLElement).getByRole("radio", { name: "Some days" }));
    expect(send).toHaveProperty("disabled", true);
    fireEvent.click(within(second as HTMLElement).getByRole("radio", { name: "Almost every day" }));
    expect(send).toHaveProperty("disabled", false);
    fireEvent.click(send);

    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(posts()).toEqual([
      { id: expect.any(String), answers: { enjoyment: "some-days", "low-mood": "every-day" } },
    ]);
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { recordId: expect.any(String) } });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("questionnaire-done").textContent).toBe("Saved. Your score: 4");
  });

  it("counts as done with a record on the card's date, and hides the rewards within the period", async () => {
    const lastRecord = questionnaireRecord("mood-check", {
      enjoyment: "not-at-all",
      "low-mood": "not-at-all",
    });
    const { complete } = await renderQuestionnaire(
      { questionnaireId: "mood-check" },
      { lastRecord, rewardsOffered: false, locale: "fr" },
    );
    expect(screen.getByTestId("questionnaire-last").textContent).toMatch(
      /^Dernière réponse le 14 mars 2025$/,
    );
    expect(screen.queryByTestId("questionnaire-rewards")).toBeNull();
    expect(screen.getByText("Déjà rempli pour cette carte.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Terminé" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { recordId: lastRecord.id } });
  });

  it("is not done with a record from before the card's date", async () => {
    const lastRecord = questionnaireRecord(
      "mood-check",
      { enjoyment: "some-days", "low-mood": "some-days" },
      "2025-03-01",
    );
    await renderQuestionnaire({ questionnaireId: "mood-check" }, { lastRecord, rewardsOffered: false });
    expect(screen.getByRole("button", { name: "Fill in" })).toBeTruthy();
    expect(screen.queryByTestId("questionnaire-done")).toBeNull();
  });

  it("opens at once in fullscreen mode and closes with the close control", async () => {
    const { complete } = await renderQuestionnaire({ questionnaireId: "sleep-quality", mode: "fullscreen" });
    const dialog = screen.getByRole("dialog", { name: "Your sleep quality" });
    expect(within(dialog).getByRole("spinbutton", { name: /hours do you sleep/ })).toBeTruthy();
    expect(within(dialog).getAllByRole("radio", { name: /^\d+$/ })).toHaveLength(11);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(complete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Fill in" }));
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("keeps its keys from the deck: Escape closes the launcher only", async () => {
    const { api } = mockApi(questionnaireApi());
    const deckKeys = vi.fn();
    await renderWithProviders(
      <div onKeyDown={deckKeys}>
        <CardView
          card={taskCard("card-q", {
            type: "QUESTIONNAIRE",
            params: { questionnaireId: "mood-check", mode: "fullscreen" },
          })}
          complete={vi.fn()}
        />
      </div>,
      { api },
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog.parentElement).toBe(document.body);
    fireEvent.keyDown(within(dialog).getAllByRole("radio")[0] as HTMLElement, { key: "ArrowRight" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(deckKeys).not.toHaveBeenCalled();
  });

  it("sends every answer type of the sleep questionnaire", async () => {
    const { posts } = await renderQuestionnaire({ questionnaireId: "sleep-quality", mode: "selection" });
    fireEvent.click(screen.getByRole("button", { name: /Your sleep quality/ }));
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("radio", { name: "15 to 30 minutes" }));
    fireEvent.change(within(dialog).getByRole("spinbutton"), { target: { value: "7.5" } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Once" }));
    fireEvent.click(within(dialog).getByRole("radio", { name: "6" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Noise" }));
    fireEvent.click(within(dialog).getByRole("radio", { name: "Sometimes" }));
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "Noisy street" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      answers: {
        "falling-asleep": "15-30",
        hours: 7.5,
        waking: "once",
        rested: 6,
        disturbances: ["noise"],
        daytime: "sometimes",
        note: "Noisy street",
      },
    });
  });

  it("shows the disabled error button when the questionnaire cannot be loaded, and closes with done false", async () => {
    const { complete } = await renderQuestionnaire({ questionnaireId: "mood-check" }, { missing: true });
    expect(screen.getByRole("button", { name: "Error loading the questionnaire" })).toHaveProperty(
      "disabled",
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: false });
  });
});
