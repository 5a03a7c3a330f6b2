import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import type { ChatEvent } from "../../../card-schemas";
import { chatMessages, patientChat, patientChatServer } from "./chatFixtures";
import { fail, ok } from "../../test/mockApi";
import { openApp, patient } from "../../test/pro/openApp";

/** A stand-in for the browser's EventSource: the test opens it and sends its events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  emit(name: string, data?: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data ?? {}) }));
  }
  close() {
    this.closed = true;
  }
}

beforeAll(async () => {
  await import("./AuthorChatPage");
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

const path = "/app/patient/contact/autors/author-1";

describe("AuthorChatPage", () => {
  it("shows the thread with the opened marks of the patient's messages and sends a message", async () => {
    const { calls } = await openApp(path, patient, patientChatServer());
    expect(await screen.findByRole("heading", { level: 1, name: "Chat with Léa Martin" })).toBeTruthy();
    const log = screen.getByRole("log", { name: "Messages with Léa Martin" });
    expect(
      within(log)
        .getAllByTestId("chat-opened")
        .map((mark) => mark.textContent),
    ).toEqual([" · Opened", " · Not opened yet"]);
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "  See you soon  " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await within(log).findByText("See you soon")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({ message: "See you soon", key: expect.stringMatching(/^[a-f0-9]{32}$/) });
    expect((screen.getByLabelText("Your message") as HTMLTextAreaElement).value).toBe("");
  });

  it("counts length/1000, turns the counter red past 1000 and refuses to send", async () => {
    await openApp(path, patient, patientChatServer());
    const box = await screen.findByLabelText("Your message");
    fireEvent.change(box, { target: { value: "a".repeat(1000) } });
    expect(screen.getByTestId("chat-counter").textContent).toBe("1000/1000");
    expect(screen.getByTestId("chat-counter").className).not.toContain("chat-counter--over");
    fireEvent.change(box, { target: { value: "a".repeat(1001) } });
    expect(screen.getByTestId("chat-counter").textContent).toContain("1001/1000");
    expect(screen.getByTestId("chat-counter").className).toContain("chat-counter--over");
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("turns the notification off", async () => {
    const { calls } = await openApp(path, patient, patientChatServer());
    const toggle = await screen.findByRole("switch", { name: "Notify me of new messages" });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await vi.waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ value: false });
  });

  it("explains why the patient may not write, with a link to the author's page", async () => {
    await openApp(
      path,
      patient,
      patientChatServer({
        ...patientChat,
        access: { allowed: false, refusal: "CHAT_LINK_REQUIRED" },
        notification: null,
      }),
    );
    const refusal = await screen.findByTestId("chat-refusal");
    expect(refusal.textContent).toContain(
      "Léa Martin answers messages from the patients who follow them only.",
    );
    expect(within(refusal).getByRole("link", { name: "Follow Léa Martin" }).getAttribute("href")).toBe(
      "/app/patient/ressources/autors/author-1",
    );
    expect(screen.queryByLabelText("Your message")).toBeNull();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("says the community is closed, without a link when the author offers no follow", async () => {
    await openApp(
      path,
      patient,
      patientChatServer({
        ...patientChat,
        autor: { ...patientChat.autor, followOffered: false },
        access: { allowed: false, refusal: "CHAT_COMMUNITY_CLOSED" },
      }),
    );
    const refusal = await screen.findByTestId("chat-refusal");
    expect(refusal.textContent).toContain("Léa Martin's chat is closed to patients who do not follow them.");
    expect(within(refusal).queryByRole("link")).toBeNull();
  });

  it("says nobody answers for an author without a pro, with neither a box nor a follow link", async () => {
    await openApp(
      path,
      patient,
      patientChatServer({
        ...patientChat,
        autor: { ...patientChat.autor, followOffered: false },
        access: { allowed: false, refusal: "AUTHOR_WITHOUT_PRO" },
      }),
    );
    const refusal = await screen.findByTestId("chat-refusal");
    expect(refusal.textContent).toContain("No one answers messages for Léa Martin in the app.");
    expect(within(refusal).queryByRole("link")).toBeNull();
    expect(screen.queryByLabelText("Your message")).toBeNull();
  });

  it("reads the chat again when the stream brings one of its messages", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    let view = { ...patientChat, items: chatMessages.slice(0, 1) };
    await openApp(path, patient, { "GET /api/patient/autors/:autorId/chat": () => ok(view) });
    const log = await screen.findByRole("log");
    expect(within(log).queryByText(chatMessages[1]!.message)).toBeNull();
    const source = FakeEventSource.opened.find((s) => s.url === "/api/patient/stream")!;
    view = { ...patientChat, items: chatMessages.slice(0, 2) };
    const event: ChatEvent = {
      chatName: "u1_author-1",
      autorId: "author-1",
      userId: "u1",
      message: chatMessages[1]!,
    };
    act(() => {
      source.emit("ready");
      source.emit("chat", event);
    });
    expect(await within(log).findByText(chatMessages[1]!.message)).toBeTruthy();
  });

  it("explains a refusal met while sending (the link ended meanwhile) instead of an error", async () => {
    let view = patientChat;
    await openApp(path, patient, {
      "GET /api/patient/autors/:autorId/chat": () => ok(view),
      "POST /api/patient/autors/:autorId/chat": () => {
        view = { ...patientChat, access: { allowed: false, refusal: "CHAT_LINK_REQUIRED" } };
        return fail(403, "CHAT_LINK_REQUIRED", "Messaging this author needs a valid link to them");
      },
    });
    fireEvent.change(await screen.findByLabelText("Your message"), { target: { value: "Hello?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByTestId("chat-refusal")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the error when the chat cannot be read", async () => {
    await openApp(path, patient, {});
    expect(await screen.findByTestId("error-alert")).toBeTruthy();
  });
});
