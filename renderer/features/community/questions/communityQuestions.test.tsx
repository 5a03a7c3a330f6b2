import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  answeredQuestions,
  communityQuestionsApi,
  moderatedQuestions,
  questionsOfEachKind,
  type CommunityQuestionsApiOptions,
} from "../communityQuestionFixtures";
import { mockApi } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { AskQuestionForm } from "./AskQuestionForm";
import { CommunityQuestionList } from "./CommunityQuestionList";
import { DailyQuestions } from "./DailyQuestions";
import { QuestionFlow } from "./QuestionFlow";

async function render(ui: React.ReactElement, options: CommunityQuestionsApiOptions = {}) {
  const { api, calls } = mockApi(communityQuestionsApi(options));
  await renderWithProviders(ui, { api });
  return { calls };
}

const [open, selectOne, multiple, quiz] = questionsOfEachKind as [
  (typeof questionsOfEachKind)[number],
  (typeof questionsOfEachKind)[number],
  (typeof questionsOfEachKind)[number],
  (typeof questionsOfEachKind)[number],
];
const send = () => screen.getByRole("button", { name: "Send my answer" });

describe("QuestionFlow", () => {
  it("open: send disabled under 3 characters, then the others' answers", async () => {
    const { calls } = await render(<QuestionFlow question={open} />);
    const field = screen.getByLabelText("Your answer");
    expect(send()).toHaveProperty("disabled", true);
    fireEvent.change(field, { target: { value: " ab " } });
    expect(send()).toHaveProperty("disabled", true);
    fireEvent.change(field, { target: { value: "A bath" } });
    fireEvent.click(send());
    const others = await screen.findByTestId("community-others");
    expect(within(others).getByText("Reading")).toBeTruthy();
    expect(screen.getByText("Your answer: A bath")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ text: "A bath" });
  });

  it("select multiple: disabled while nothing is selected, then the results chart", async () => {
    const { calls } = await render(<QuestionFlow question={multiple} />);
    expect(send()).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Reading" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "A walk" }));
    expect(send()).toHaveProperty("disabled", false);
    fireEvent.click(send());
    const chart = await screen.findByTestId("results-chart");
    expect(within(chart).getAllByTestId("result-row")).toHaveLength(3);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ choiceIds: ["reading", "walk"] });
  });

  it("select one: one option, then the chart with the reader's choice", async () => {
    await render(<QuestionFlow question={selectOne} />);
    fireEvent.click(screen.getByRole("radio", { name: "Evening" }));
    fireEvent.click(send());
    const chart = await screen.findByTestId("results-chart");
    expect(within(chart).getByText(/your choice/)).toBeTruthy();
  });

  it("quiz: right or wrong, then the chart", async () => {
    await render(<QuestionFlow question={quiz} />);
    fireEvent.click(screen.getByRole("radio", { name: "5 hours" }));
    fireEvent.click(send());
    expect((await screen.findByTestId("quiz-verdict")).textContent).toBe(
      "Wrong answer. The right answer: 7 to 9 hours",
    );
    expect(await screen.findByTestId("results-chart")).toBeTruthy();
  });
});

describe("QuestionFlow without its text", () => {
  it("shows ERROR", async () => {
    await render(<QuestionFlow question={{ ...open, text: "" }} />);
    expect(screen.getByTestId("question-error").textContent).toBe("ERROR");
  });
});

describe("DailyQuestions", () => {
  it("says 'no question' for an empty list", async () => {
    await render(<DailyQuestions daily={{ items: [], reward: 20, rewardPaid: false }} />);
    expect(screen.getByTestId("no-question").textContent).toBe("No question");
  });

  it("ends on 'no more questions' while some wait", async () => {
    await render(<DailyQuestions daily={{ items: questionsOfEachKind, reward: 20, rewardPaid: false }} />);
    expect(screen.getByTestId("no-more-questions").textContent).toContain("No more questions");
    expect(screen.getByText("Card 1 of 5")).toBeTruthy();
  });

  it("ends on 'all done' with its reward, paid once", async () => {
    const { calls } = await render(
      <DailyQuestions daily={{ items: answeredQuestions, reward: 20, rewardPaid: false }} />,
      { questions: answeredQuestions },
    );
    fireEvent.keyDown(screen.getByTestId("daily-questions").querySelector(".deck__viewport")!, {
      key: "End",
    });
    fireEvent.click(screen.getByRole("button", { name: "Get 20 rewards" }));
    expect((await screen.findByTestId("all-done-paid")).textContent).toBe(
      "20 rewards added to your account.",
    );
    expect(screen.queryByRole("button", { name: "Get 20 rewards" })).toBeNull();
    expect(calls.filter((call) => call.path === "/api/patient/dailyQuestions/reward")).toHaveLength(1);
  });
});

describe("AskQuestionForm", () => {
  it("takes the type first, options added and removed, then waits for moderation", async () => {
    const { calls } = await render(<AskQuestionForm communityName="migraine" language="en" />);
    expect(screen.getByTestId("question-reward").textContent).toBe("Reward: 100");
    expect(screen.queryByLabelText("Your question")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Quiz" }));
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "Water a day?" } });
    const option = screen.getByLabelText("New answer to offer");
    expect(screen.getByTestId("add-option")).toHaveProperty("disabled", true);
    for (const text of ["Two glasses", "Eight glasses", "Ten"]) {
      fireEvent.change(option, { target: { value: text } });
      fireEvent.click(screen.getByTestId("add-option"));
    }
    fireEvent.click(screen.getByRole("button", { name: "Remove “Ten”" }));
    expect(screen.getAllByTestId("question-option")).toHaveLength(2);
    const sendQuestion = screen.getByRole("button", { name: "Send the question" });
    expect(sendQuestion).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Right answer (no. 2)" }));
    expect(sendQuestion).toHaveProperty("disabled", false);
    fireEvent.click(sendQuestion);
    expect((await screen.findByTestId("question-waiting")).textContent).toContain(
      "Your question is waiting for moderation.",
    );
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      question: "Water a day?",
      groupName: "community_migraine_en",
      type: "quiz",
      options: [
        { text: "Two glasses", rightAnswer: false },
        { text: "Eight glasses", rightAnswer: true },
      ],
    });
  });

  it("keeps send disabled for a text of 5 characters", async () => {
    await render(<AskQuestionForm communityName="all" language="en" />);
    fireEvent.click(screen.getByRole("radio", { name: "Open question" }));
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "Sleep" } });
    expect(screen.getByRole("button", { name: "Send the question" })).toHaveProperty("disabled", true);
  });
});

describe("CommunityQuestionList", () => {
  it("votes: likes once, the thumb inactive after", async () => {
    await render(<CommunityQuestionList groupName="community_all_en" status="moderated" />, {
      questions: moderatedQuestions,
    });
    const likes = await screen.findAllByTestId("like-button");
    expect(likes[0]).toHaveProperty("disabled", true);
    fireEvent.click(likes[1]!);
    await waitFor(() => expect(screen.getAllByTestId("like-button")[1]).toHaveProperty("disabled", true));
    expect(screen.getAllByTestId("like-button")[1]!.textContent).toContain("You like this (4)");
  });

  it("previous: loads more, and says 'no previous question' when empty", async () => {
    await render(<CommunityQuestionList groupName="community_all_en" status="previous" />, { pages: 2 });
    expect(await screen.findAllByTestId("question-item")).toHaveLength(4);
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("question-item")).toHaveLength(8));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says 'no previous question' for an empty community", async () => {
    await render(<CommunityQuestionList groupName="community_all_en" status="previous" />, { questions: [] });
    expect((await screen.findByTestId("questions-empty")).textContent).toBe("No previous question");
  });
});
