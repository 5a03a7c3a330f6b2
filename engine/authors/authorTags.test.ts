import { describe, expect, it } from "vitest";
import { AUTHOR_MAX_TAGS, tooManyTags, withTags } from "./authorTags";

describe("author tags", () => {
  it("holds at most 20", () => {
    expect(AUTHOR_MAX_TAGS).toBe(20);
    const twenty = Array.from({ length: 20 }, (_, index) => `tag-${index}`);
    expect(tooManyTags(twenty)).toBe(false);
    expect(tooManyTags([...twenty, "one-more"])).toBe(true);
  });

  it("adds each tag once, keeping the order they came in", () => {
    expect(withTags(["sleep", "stress"], ["stress", "pain", "pain"])).toEqual(["sleep", "stress", "pain"]);
  });
});
