import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { mockApi } from "../../test/mockApi";
import {
  communities,
  communityEvent,
  communityServer,
  moderationHistoryItems,
  moderationItems,
  pictureEvent,
  type CommunityServerOptions,
} from "./communityFeedFixtures";
import { renderWithProviders } from "../../test/renderWithProviders";
import { AuthorLine } from "./AuthorLine";
import { CommentsSection } from "./CommentsSection";
import { CommunityFeed } from "./CommunityFeed";
import { CommunityList } from "./CommunityList";
import { MessageForm } from "./MessageForm";
import { ModerationHistory } from "../moderation/ModerationHistory";
import { ModerationQueue } from "../moderation/ModerationQueue";
import { MyMessages } from "./MyMessages";
import { ReactionBar } from "./ReactionBar";
import { SocialEventCard } from "./SocialEventCard";

function server(options: CommunityServerOptions = {}) {
  return mockApi(communityServer(options));
}

describe("CommunityList", () => {
  it("links each community and marks the unread ones with a dot", async () => {
    await renderWithProviders(<CommunityList items={communities} />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "My messagesNew messages",
      "All",
      "MigraineNew messages",
    ]);
    expect(screen.getByTestId("community-MIGRAINE").getAttribute("href")).toBe(
      "/app/patient/community/byName/MIGRAINE",
    );
    expect(screen.getAllByTestId("unread-dot")).toHaveLength(2);
  });
});

describe("AuthorLine", () => {
  it("cuts a pseudo at 20 characters and names a writer without a pseudo", async () => {
    await renderWithProviders(<AuthorLine author={pictureEvent.author} />);
    expect(screen.getByText("A very long pseudo …")).toBeTruthy();
    await renderWithProviders(<AuthorLine author={{ pseudo: "", title: null, bio: "" }} />);
    expect(screen.getByText("Member")).toBeTruthy();
  });
});

describe("ReactionBar", () => {
  it("shows smile, thumb up and the reactions given, the others behind 'add reaction'", async () => {
    await renderWithProviders(<ReactionBar event={communityEvent()} />);
    const names = () =>
      screen.getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
    expect(names()).toEqual(["Thumb up: 0", "Smile: 3", "Love: 1", "Add reaction"]);
    expect(screen.getByRole("button", { name: "Love: 1" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Add reaction" }));
    expect(names()).toHaveLength(7);
  });

  it("changes the reaction with a POST, and removes one's own with a DELETE", async () => {
    const { api, calls } = server();
    await renderWithProviders(<ReactionBar event={communityEvent()} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Smile: 3" }));
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain("POST /api/patient/messageReaction/"),
    );
    expect(calls.at(-1)?.body).toEqual({ eventId: "event-1", reaction: "SMILE" });
    fireEvent.click(screen.getByRole("button", { name: "Love: 1" }));
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
        "DELETE /api/patient/messageReaction/reaction-1",
      ),
    );
  });

  it("says 'no reaction' when there is none, and shows nothing on an event that takes none", async () => {
    await renderWithProviders(
      <ReactionBar event={communityEvent({ reactions: { counts: {}, mine: null } })} />,
    );
    expect(screen.getByText("No reaction")).toBeTruthy();
    const { container } = await renderWithProviders(
      <ReactionBar event={communityEvent({ noReaction: true })} />,
    );
    expect(container.querySelector(".community-reactions")).toBeNull();
  });

  it("sends a guest to sign in instead of reacting", async () => {
    const onGuest = vi.fn();
    const { api, calls } = server();
    await renderWithProviders(<ReactionBar event={communityEvent()} onGuest={onGuest} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Smile: 3" }));
    expect(onGuest).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe("CommentsSection", () => {
  it("lists the comments, sends one from a 4-line field (waiting for moderation), deletes one's own", async () => {
    const { api, calls } = server();
    await renderWithProviders(<CommentsSection eventId="event-1" commentCounter={1} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "1 comment" }));
    expect(await screen.findByText("Thank you, I will try it.")).toBeTruthy();
    const field = screen.getByLabelText("Your comment");
    expect(field.getAttribute("rows")).toBe("4");
    fireEvent.change(field, { target: { value: "Me too" } });
    fireEvent.click(screen.getByRole("button", { name: "Comment" }));
    expect((await screen.findByTestId("comment-waiting")).textContent).toBe("Waiting for moderation");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ input: { message: "Me too" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete my comment" }));
    expect((await screen.findByTestId("comment-deleted")).textContent).toBe("Deleted");
  });
});

describe("SocialEventCard", () => {
  it("shows the photo of a PICTURE_SOCIAL event from its stored file", async () => {
    await renderWithProviders(<SocialEventCard event={pictureEvent} />);
    const picture = screen.getByRole("img", { name: "A photo shared with the community" });
    expect(picture.getAttribute("src")).toBe("/api/files/file-1");
  });

  it("says a waiting message waits, with neither reactions nor comments", async () => {
    await renderWithProviders(<SocialEventCard event={communityEvent({ status: "to check" })} />);
    expect(screen.getByTestId("event-waiting").textContent).toBe("Waiting for moderation");
    expect(screen.queryByRole("group", { name: "Reactions" })).toBeNull();
    expect(screen.queryByTestId("comments-toggle")).toBeNull();
  });
});

describe("SocialEventCard's moderation", () => {
  it("tells its writer it was refused, with the admin's reason", async () => {
    const refused = communityEvent({ status: "refused", mine: true, moderationReason: "Medical advice" });
    await renderWithProviders(<SocialEventCard event={refused} />);
    expect(screen.getByTestId("event-refused").textContent).toBe("Refused by moderation: Medical advice");
    expect(screen.queryByTestId("event-report")).toBeNull();
  });

  it("reports someone else's event with an optional reason, then thanks the patient", async () => {
    const { api, calls } = server();
    await renderWithProviders(<SocialEventCard event={communityEvent({ mine: false })} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Report" }));
    fireEvent.change(screen.getByLabelText("Why are you reporting this message? (optional)"), {
      target: { value: " Dangerous advice " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send the report" }));
    expect((await screen.findByTestId("event-reported")).textContent).toBe(
      "Thank you: the moderators will look at this message.",
    );
    const post = calls.find((c) => c.method === "POST");
    expect([post?.path, post?.body]).toEqual([
      "/api/patient/socialEvents/event-1/report",
      { reason: "Dangerous advice" },
    ]);
  });

  it("offers no report on one's own event", async () => {
    await renderWithProviders(<SocialEventCard event={communityEvent({ mine: true })} />);
    expect(screen.queryByTestId("event-report")).toBeNull();
  });

  it("closes the report form on cancel", async () => {
    await renderWithProviders(<SocialEventCard event={communityEvent({ mine: false })} />);
    fireEvent.click(screen.getByTestId("event-report"));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByTestId("report-form")).toBeNull();
  });
});

describe("MessageForm", () => {
  it("sends the message, then says it waits and shows the 5 days remaining in place of the form", async () => {
    const { api, calls } = server();
    await renderWithProviders(<MessageForm groupName="MIGRAINE" daysRemaining={0} />, { api });
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByTestId("message-waiting")).textContent).toBe("Waiting for moderation");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ groupName: "MIGRAINE", message: "Hello" });
    expect(screen.getByTestId("message-days-remaining").textContent).toBe(
      "You can send your next message in 5 days.",
    );
    expect(screen.queryByLabelText("Your message")).toBeNull();
  });

  it("shows the days remaining of a TOO_SOON refusal", async () => {
    const { api } = server({ tooSoon: 2 });
    await renderWithProviders(<MessageForm groupName="all" daysRemaining={0} />, { api });
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Again" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByTestId("message-days-remaining")).textContent).toBe(
      "You can send your next message in 2 days.",
    );
    expect(screen.queryByLabelText("Your message")).toBeNull();
  });

  it("is a notice while days remain", async () => {
    await renderWithProviders(<MessageForm groupName="all" daysRemaining={1} />);
    expect(screen.getByTestId("message-days-remaining").textContent).toBe(
      "You can send your next message in 1 day.",
    );
  });
});

describe("CommunityFeed and MyMessages", () => {
  it("says 'no message' for an empty feed", async () => {
    const { api } = server({ feed: [] });
    await renderWithProviders(<CommunityFeed groupName="all" />, { api });
    expect(await screen.findByText("No message")).toBeTruthy();
  });

  it("lists the feed's events", async () => {
    const { api } = server();
    await renderWithProviders(<CommunityFeed groupName="all" />, { api });
    expect(await screen.findByTestId("social-event-event-1")).toBeTruthy();
    expect(screen.getByTestId("social-event-event-picture")).toBeTruthy();
  });

  it("deletes one's own message and says 'deleted'", async () => {
    const { api, calls } = server({ mine: [communityEvent({ id: "mine-1", mine: true })] });
    await renderWithProviders(<MyMessages />, { api });
    fireEvent.click(await screen.findByRole("button", { name: "Delete my message" }));
    expect((await screen.findByTestId("event-deleted")).textContent).toBe("Deleted");
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/patient/socialEvents/mine-1")).toBe(
      true,
    );
  });
});

describe("ModerationQueue", () => {
  it("validates or refuses each item, with the reason", async () => {
    const { api, calls } = server();
    await renderWithProviders(<ModerationQueue items={moderationItems} />, { api });
    const item = within(screen.getByTestId("moderation-comment-waiting"));
    expect(item.getByText("Comment · French")).toBeTruthy();
    expect(
      within(screen.getByTestId("moderation-event-reported")).getByText("Message · All · English"),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId("moderation-event-waiting")).getByText("Message · Migraine · English"),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId("moderation-rating-waiting")).getByText(
        "Rating comment · Discover the app · English",
      ),
    ).toBeTruthy();
    fireEvent.change(item.getByLabelText("Reason (optional)"), { target: { value: "rude" } });
    fireEvent.click(item.getByRole("button", { name: "Refuse" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST");
    expect([post?.path, post?.body]).toEqual([
      "/api/admin/moderation/comment-waiting",
      { status: "refused", reason: "rude" },
    ]);
  });

  it("shows a question's options, an answer's question and a reported event's reports", async () => {
    await renderWithProviders(<ModerationQueue items={moderationItems} />);
    const question = within(screen.getByTestId("moderation-question-waiting"));
    expect(question.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "A walk",
      "Sleep",
      "Talking to someone",
    ]);
    expect(
      within(screen.getByTestId("moderation-answer-waiting")).getByText("Question: What helps you sleep?"),
    ).toBeTruthy();
    const reported = within(screen.getByTestId("moderation-event-reported"));
    expect(reported.getByText("Reported by 2 patients")).toBeTruthy();
    expect(reported.getByText("Dangerous medical advice")).toBeTruthy();
  });

  it("moves with j and k, focus shown on the item, and validates with v", async () => {
    const { api, calls } = server();
    await renderWithProviders(<ModerationQueue items={moderationItems} />, { api });
    fireEvent.keyDown(document.body, { key: "j" });
    expect(document.activeElement).toBe(screen.getByTestId("moderation-event-waiting"));
    fireEvent.keyDown(document.activeElement!, { key: "j" });
    expect(document.activeElement).toBe(screen.getByTestId("moderation-comment-waiting"));
    fireEvent.keyDown(document.activeElement!, { key: "k" });
    expect(document.activeElement).toBe(screen.getByTestId("moderation-event-waiting"));
    fireEvent.keyDown(document.activeElement!, { key: "v" });
    await vi.waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST");
    expect([post?.path, post?.body]).toEqual([
      "/api/admin/moderation/event-waiting",
      { status: "validated" },
    ]);
  });

  it("leaves the keys to the reason field while it is typed in", async () => {
    const { api, calls } = server();
    await renderWithProviders(<ModerationQueue items={moderationItems} />, { api });
    const field = within(screen.getByTestId("moderation-event-waiting")).getByLabelText("Reason (optional)");
    field.focus();
    fireEvent.keyDown(field, { key: "r" });
    expect(document.activeElement).toBe(field);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("says when nothing waits", async () => {
    await renderWithProviders(<ModerationQueue items={[]} />);
    expect(screen.getByText("Nothing waits for moderation")).toBeTruthy();
  });
});

describe("ModerationHistory", () => {
  it("shows each decision with its admin, time and reason, and undoes one", async () => {
    const { api, calls } = server();
    await renderWithProviders(<ModerationHistory items={moderationHistoryItems} />, { api });
    const refused = within(screen.getByTestId("decided-event-refused"));
    expect(refused.getByText("Refused")).toBeTruthy();
    expect(refused.getByText(/by admin@demo\.outchi/)).toBeTruthy();
    expect(refused.getByText("Reason: Advertising")).toBeTruthy();
    fireEvent.click(refused.getByRole("button", { name: "Undo" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST");
    expect([post?.path, post?.body]).toEqual(["/api/admin/moderation/event-refused", { status: "to check" }]);
  });

  it("says when nothing was decided", async () => {
    await renderWithProviders(<ModerationHistory items={[]} />);
    expect(screen.getByText("No decision yet")).toBeTruthy();
  });
});
