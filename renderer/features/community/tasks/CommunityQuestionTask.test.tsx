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
  const { api, calls } = mockApi(communityApi(options));
  await renderWithProviders(
    <CommunityQuestionTask params={{ questionId }} complete={complete} submitted={false} />,
    { api, locale },
  );
  return { complete, calls };
}

const sendButton = () => screen.getByRole("button", { name: "Send my answer" });

describe("CommunityQuestionTask", () => {
  it("asks the question in the patient's language and waits for 3 characters", async () => {
    const { calls } = await renderQuestion();
    const field = await screen.findByLabelText("Your answer");
    expect(screen.getByText("What helps you sleep well?")).toBeTruthy();
    expect(calls[0]?.query.get("lang")).toBe("en");
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
