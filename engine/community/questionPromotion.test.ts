import { describe, expect, it } from "vitest";
import { isPromotionDue, pickPromoted, QUESTION_PROMOTION_INTERVAL_MS } from "./questionPromotion";

const at = (iso: string) => new Date(iso);

describe("the community's vote (docs/features/community.md)", () => {
  it("promotes the most liked moderated question, the oldest of equals", () => {
    expect(
      pickPromoted([
        { id: "a", likes: 2, createdAt: at("2026-11-01T00:00:00Z") },
        { id: "b", likes: 5, createdAt: at("2026-11-03T00:00:00Z") },
        { id: "c", likes: 5, createdAt: at("2026-11-02T00:00:00Z") },
      ]),
    ).toBe("c");
    expect(pickPromoted([])).toBeUndefined();
  });

  it("gives a community a new current question once a day at most", () => {
    expect(QUESTION_PROMOTION_INTERVAL_MS).toBe(24 * 3600 * 1000);
    const promoted = at("2026-11-26T09:00:00Z");
    expect(isPromotionDue(null, promoted)).toBe(true);
    expect(isPromotionDue(promoted, at("2026-11-27T08:59:59Z"))).toBe(false);
    expect(isPromotionDue(promoted, at("2026-11-27T09:00:00Z"))).toBe(true);
  });
});
