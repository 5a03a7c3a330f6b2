import { describe, expect, it } from "vitest";
import { cutText, socialProfileText } from "./socialProfileText";

describe("socialProfileText (docs/features/community.md: pseudo cut to 30, bio to 150)", () => {
  it("cuts the pseudo to 30 characters and the bio to 150", () => {
    const cut = socialProfileText({ pseudo: "p".repeat(45), bio: "b".repeat(200) });
    expect(cut.pseudo).toHaveLength(30);
    expect(cut.bio).toHaveLength(150);
  });

  it("keeps shorter texts, trimmed", () => {
    expect(socialProfileText({ pseudo: "  Ana  ", bio: " Hello " })).toEqual({ pseudo: "Ana", bio: "Hello" });
  });

  it("never splits an emoji", () => {
    expect(cutText("🙂".repeat(40), 30)).toBe("🙂".repeat(30));
  });
});
