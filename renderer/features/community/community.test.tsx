import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { mockApi } from "../../test/mockApi";
import {
  communities,
  communityEvent,
  communityServer,
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
    expect(item.getByText("Comment · fr")).toBeTruthy();
    fireEvent.change(item.getByLabelText("Reason (optional)"), { target: { value: "rude" } });
    fireEvent.click(item.getByRole("button", { name: "Refuse" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST");
    expect([post?.path, post?.body]).toEqual([
      "/api/admin/moderation/comment-waiting",
      { status: "refused", reason: "rude" },
    ]);
  });

  it("says when nothing waits", async () => {
    await renderWithProviders(<ModerationQueue items={[]} />);
    expect(screen.getByText("Nothing waits for moderation")).toBeTruthy();
  });
});
