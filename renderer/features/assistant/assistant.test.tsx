import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { assistantTopic } from "../../../engine/assistant/assistantSummary";
import { assistantServer, assistantView } from "./assistantFixtures";
import { mockApi } from "../../test/mockApi";
import { allMessages } from "../../test/messages";
import { renderWithProviders } from "../../test/renderWithProviders";
import { AssistantChat, isOutOfTokens } from "./AssistantChat";
import { AssistantConsent } from "./AssistantConsent";
import { EXAMPLE_QUESTIONS } from "./ExampleQuestions";
import { MessageComposer } from "./MessageComposer";
import { TokenCounter } from "./TokenCounter";

describe("the example questions", () => {
  it("are each recognized by the built-in assistant as their own topic, in every language", () => {
    for (const [locale, messages] of Object.entries(allMessages)) {
      for (const [topic, keys] of Object.entries(EXAMPLE_QUESTIONS)) {
        for (const key of keys) {
          expect([locale, key, assistantTopic(String(messages[key]))]).toEqual([locale, key, topic]);
        }
      }
    }
  });
});

describe("TokenCounter", () => {
  it("shows the free and bought messages left", async () => {
    await renderWithProviders(<TokenCounter freeTokens={1} boughtTokens={3} unlimited={false} />);
    expect(screen.getByTestId("assistant-tokens").textContent).toBe(
      "1 free message left this month3 bought messages",
    );
  });
  it("shows no count with the OutchiIA subscription", async () => {
    await renderWithProviders(<TokenCounter freeTokens={0} boughtTokens={0} unlimited />);
    expect(screen.getByTestId("assistant-tokens").textContent).toBe(
      "Unlimited messages with your OutchiIA subscription",
    );
  });
});

describe("MessageComposer", () => {
  it("counts length/1000, turns red from 900 and refuses to send over 1000", async () => {
    const onSend = vi.fn();
    await renderWithProviders(<MessageComposer onSend={onSend} />);
    const box = screen.getByLabelText("Your message");
    const counter = screen.getByTestId("assistant-counter");
    const send = screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
    expect([counter.textContent, counter.dataset.state, send.disabled]).toEqual(["0/1000", "ok", true]);
    fireEvent.change(box, { target: { value: "a".repeat(900) } });
    expect([counter.textContent, counter.dataset.state, send.disabled]).toEqual(["900/1000", "near", false]);
    fireEvent.change(box, { target: { value: "a".repeat(1001) } });
    expect(counter.dataset.state).toBe("over");
    expect(counter.className).toContain("assistant-counter--over");
    expect(counter.textContent).toBe("1001/1000 Too long: shorten your message.");
    expect(send.disabled).toBe(true);
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends the trimmed message and empties the box", async () => {
    const onSend = vi.fn();
    await renderWithProviders(<MessageComposer onSend={onSend} />);
    const box = screen.getByLabelText("Your message") as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "  Hello  " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenCalledWith("Hello");
    expect(box.value).toBe("");
  });
});

describe("AssistantConsent", () => {
  it("sends the consent only once the box is checked", async () => {
    const { api, calls } = mockApi(assistantServer({ view: { consented: false } }));
    await renderWithProviders(<AssistantConsent />, { api });
    const start = screen.getByRole("button", { name: "Start chatting" }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(start);
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain("POST /api/patient/assistant/consent"),
    );
  });
});

describe("AssistantChat", () => {
  it("shows the history with the built-in badge, the tokens and the example picker", async () => {
    await renderWithProviders(<AssistantChat view={assistantView} />, {
      api: mockApi(assistantServer()).api,
    });
    const log = screen.getByRole("log", { name: "Conversation with OutchiIA" });
    expect(within(log).getByText("How have my symptoms evolved?")).toBeTruthy();
    expect(within(log).getAllByText("Built-in assistant")).toHaveLength(2);
    // An answer about a program links to it.
    expect(within(log).getByRole("link", { name: "Open this program" }).getAttribute("href")).toBe(
      "/app/patient/ressources/studies/tour",
    );
    expect(screen.getByTestId("assistant-tokens").textContent).toContain("9 free messages left this month");
    fireEvent.click(screen.getByRole("radio", { name: "Programs" }));
    expect(screen.getByRole("button", { name: "Where am I in my programs?" })).toBeTruthy();
  });

  it("asks an example question at once", async () => {
    const { api, calls } = mockApi(assistantServer());
    await renderWithProviders(<AssistantChat view={assistantView} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "How are my goals going?" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ message: "How are my goals going?" });
  });

  it("shows the bot message, the buy link and the 3-month upsell when no token is left", async () => {
    const view = { ...assistantView, freeTokens: 0, boughtTokens: 0 };
    expect(isOutOfTokens(view)).toBe(true);
    expect(isOutOfTokens({ ...view, unlimited: true })).toBe(false);
    await renderWithProviders(<AssistantChat view={view} />, { api: mockApi(assistantServer()).api });
    expect(screen.getByRole("status").textContent).toContain(
      "You have used all your messages for this month.",
    );
    expect(screen.getByRole("link", { name: "Buy messages" }).getAttribute("href")).toBe(
      "/app/patient/rewards",
    );
    expect(await screen.findByText("3 months of unlimited messages for 1,375 rewards.")).toBeTruthy();
    expect(screen.queryByLabelText("Your message")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "See the subscription" }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("shows the bot message when the server answers NO_MORE_TOKEN", async () => {
    const { api } = mockApi(assistantServer({ view: { freeTokens: 0, boughtTokens: 0 } }));
    await renderWithProviders(<AssistantChat view={{ ...assistantView, freeTokens: 1, boughtTokens: 0 }} />, {
      api,
    });
    fireEvent.click(screen.getByRole("button", { name: "How are my goals going?" }));
    expect(await screen.findByTestId("assistant-no-token")).toBeTruthy();
  });

  it("says the message was kept when the assistant is unavailable", async () => {
    const { api } = mockApi(assistantServer({ send: "unavailable" }));
    await renderWithProviders(<AssistantChat view={assistantView} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "How are my goals going?" }));
    expect((await screen.findByTestId("assistant-unavailable")).textContent).toContain(
      "Your message was kept",
    );
  });
});
