import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { communityApi, type CommunityApiOptions } from "../communityFixtures";
import { mockApi } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { CommunityQuestionTask } from "./CommunityQuestionTask";

async function renderQuestion(
  questionId = "what-helps-you-sleep",
  options: CommunityApiOptions = {},
  locale: "en" | "fr" = "en",
) {
  const complete = vi.fn();
  const { api, calls } = mockApi(communityApi({ language: locale, ...options }));
  await renderWithProviders(
    <CommunityQuestionTask params={{ questionId }} complete={complete} submitted={false} />,
    { api, locale },
  );
  return { complete, calls };
}

const sendButton = () => screen.getByRole("button", { name: "Send my answer" });

describe("CommunityQuestionTask", () => {
  it("asks the question, read with the patient's own answer, and waits for 3 characters", async () => {
    const { calls } = await renderQuestion();
    const field = await screen.findByLabelText("Your answer");
    expect(screen.getByText("What helps you sleep well?")).toBeTruthy();
    expect(calls[0]?.path).toBe("/api/patient/communityQuestions/what-helps-you-sleep");
    expect(sendButton()).toHaveProperty("disabled", true);
    fireEvent.change(field, { target: { value: "  ab  " } });
    expect(sendButton()).toHaveProperty("disabled", true);
    fireEvent.change(field, { target: { value: "abc" } });
    expect(sendButton()).toHaveProperty("disabled", false);
    expect(field).toHaveProperty("maxLength", 500);
  });

  it("sends the trimmed answer, shows how many others answered and the community link, then completes", async () => {
    const { complete, calls } = await renderQuestion("what-helps-you-sleep", { answersCount: 4 });
    fireEvent.change(await screen.findByLabelText("Your answer"), { target: { value: " A warm shower " } });
    fireEvent.click(sendButton());
    expect(await screen.findByText("4 other patients answered too.")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ text: "A warm shower" });
    // The others read it once validated: its writer is told it waits.
    expect(screen.getByTestId("answer-waiting").textContent).toBe("Waiting for moderation");
    expect(screen.getByRole("link", { name: "See the community" }).getAttribute("href")).toBe(
      "/app/patient/community",
    );
    expect(complete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("card-done"));
    expect(complete).toHaveBeenCalledWith({
      done: true,
      data: { questionId: "what-helps-you-sleep", answersCount: 5 },
    });
  });

  it("offers the choices of a closed question and sends the one picked, in French", async () => {
    const { calls } = await renderQuestion("morning-or-evening", { answersCount: 1 }, "fr");
    const send = () => screen.getByRole("button", { name: "Envoyer ma réponse" });
    fireEvent.click(await screen.findByRole("radio", { name: "Du soir" }));
    expect(send()).toHaveProperty("disabled", false);
    fireEvent.click(send());
    expect(await screen.findByText("1 autre patient a aussi répondu.")).toBeTruthy();
    expect(screen.getByText("Votre réponse : Du soir")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ choiceId: "evening" });
  });

  it("takes several choices for select multiple, then shows the results chart", async () => {
    const { calls } = await renderQuestion("evening-calm");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Reading" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Music" }));
    fireEvent.click(sendButton());
    expect(await screen.findByTestId("results-chart")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ choiceIds: ["reading", "music"] });
  });

  it("says a reopened answer was refused by moderation", async () => {
    await renderQuestion("what-helps-you-sleep", {
      answered: { "what-helps-you-sleep": { text: "Buy my pills", status: "refused" } },
    });
    expect((await screen.findByTestId("answer-refused")).textContent).toBe(
      "Your answer was refused by moderation: only you can see it.",
    );
  });

  it("shows the patient's own answer when reopened, and the others' answers, with no form to send again", async () => {
    const { complete, calls } = await renderQuestion("what-helps-you-sleep", {
      answersCount: 3,
      answered: { "what-helps-you-sleep": { text: "A warm shower" } },
    });
    expect(await screen.findByText("Your answer: A warm shower")).toBeTruthy();
    expect(screen.getByText("2 other patients answered too.")).toBeTruthy();
    expect(await screen.findByText("Reading")).toBeTruthy();
    expect(screen.queryByLabelText("Your answer")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send my answer" })).toBeNull();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    fireEvent.click(screen.getByTestId("card-done"));
    expect(complete).toHaveBeenCalledWith({
      done: true,
      data: { questionId: "what-helps-you-sleep", answersCount: 3 },
    });
  });

  it("shows a reopened choice answer with the results, the patient's choice marked", async () => {
    await renderQuestion("morning-or-evening", {
      answersCount: 1,
      answered: { "morning-or-evening": { choiceIds: ["evening"] } },
    });
    expect(await screen.findByText("Your answer: Evening")).toBeTruthy();
    expect(screen.getByText("You are the first to answer.")).toBeTruthy();
    expect(await screen.findByTestId("results-chart")).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("says once that the patient is the first to answer an open question, and their answer once", async () => {
    await renderQuestion("what-helps-you-sleep", { answersCount: 0 });
    fireEvent.change(await screen.findByLabelText("Your answer"), { target: { value: "Reading a book" } });
    fireEvent.click(sendButton());
    expect(await screen.findByText("Your answer: Reading a book")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText("You are the first to answer.")).toHaveLength(1));
    expect(screen.getAllByText("Your answer: Reading a book")).toHaveLength(1);
  });

  it("shows the error and does not complete when the server refuses", async () => {
    const { complete } = await renderQuestion("what-helps-you-sleep", {
      failWrites: { status: 400, code: "VALIDATION_FAILED" },
    });
    fireEvent.change(await screen.findByLabelText("Your answer"), { target: { value: "Reading" } });
    fireEvent.click(sendButton());
    expect(await screen.findByRole("alert")).toBeTruthy();
    await waitFor(() => expect(sendButton()).toHaveProperty("disabled", false));
    expect(complete).not.toHaveBeenCalled();
  });

  it("shows an error when the question cannot be loaded", async () => {
    await renderQuestion("unknown-question");
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
