import { describe, expect, it } from "vitest";
import type { SocialEventStatus } from "../../card-schemas/generated";
import {
  COMMENTS_PAGE_SIZE,
  COMMUNITY_FEED_PAGE_SIZE,
  COMMUNITY_MESSAGE_INTERVAL_DAYS,
  COMMUNITY_MESSAGE_INTERVAL_MS,
  COMMUNITY_POST_TYPES,
  countsInPostLimit,
  DEFAULT_REACTIONS,
  isCommunityPost,
  isVisibleStatus,
  messageDaysRemaining,
  MY_MESSAGES_PAGE_SIZE,
  NAME_DISPLAY_MAX_LENGTH,
  REACTION_TYPES,
  truncateName,
} from "./communityFeed";

describe("the product's constants", () => {
  it("pages 100 events, 30 own messages and 10 comments", () => {
    expect([COMMUNITY_FEED_PAGE_SIZE, MY_MESSAGES_PAGE_SIZE, COMMENTS_PAGE_SIZE]).toEqual([100, 30, 10]);
  });

  it("has seven reactions, smile and thumb up by default", () => {
    expect(REACTION_TYPES).toHaveLength(7);
    expect(DEFAULT_REACTIONS).toEqual(["SMILE", "THUMB_UP"]);
  });
});

describe("isVisibleStatus", () => {
  it("shows validated and not checked, hides refused and to check", () => {
    expect(
      ["validated", "not checked", "refused", "to check"].map((s) => isVisibleStatus(s as never)),
    ).toEqual([true, true, false, false]);
  });
});

describe("messageDaysRemaining", () => {
  const sent = new Date("2026-11-20T10:00:00Z");

  it("is 5 days (432000000 ms) from the last message", () => {
    expect(COMMUNITY_MESSAGE_INTERVAL_DAYS).toBe(5);
    expect(COMMUNITY_MESSAGE_INTERVAL_MS).toBe(432_000_000);
    expect(messageDaysRemaining(sent, sent)).toBe(5);
  });

  it("rounds a part of a day up", () => {
    expect(messageDaysRemaining(sent, new Date("2026-11-21T11:00:00Z"))).toBe(4);
    expect(messageDaysRemaining(sent, new Date("2026-11-25T09:59:59Z"))).toBe(1);
  });

  it("is 0 once 432000000 ms have passed, or without a message", () => {
    expect(messageDaysRemaining(sent, new Date(sent.getTime() + COMMUNITY_MESSAGE_INTERVAL_MS))).toBe(0);
    expect(messageDaysRemaining(null, sent)).toBe(0);
  });
});

describe("truncateName", () => {
  it("keeps a name of 20 characters and cuts a longer one to 20", () => {
    expect(NAME_DISPLAY_MAX_LENGTH).toBe(20);
    expect(truncateName("a".repeat(20))).toBe("a".repeat(20));
    const cut = truncateName("Bartholomew the Patient");
    expect([...cut]).toHaveLength(20);
    expect(cut).toBe("Bartholomew the Pat…");
  });
});

describe("the 5-day limit's posts", () => {
  it("counts messages and shared pictures alike", () => {
    expect(COMMUNITY_POST_TYPES).toEqual(["MESSAGE", "PICTURE"]);
    expect([isCommunityPost("PICTURE"), isCommunityPost("MESSAGE"), isCommunityPost("COMMENT")]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("counts a post that is shown or waits, never a refused one", () => {
    const statuses: SocialEventStatus[] = ["validated", "not checked", "to check", "refused"];
    expect(statuses.map(countsInPostLimit)).toEqual([true, true, true, false]);
  });
});
