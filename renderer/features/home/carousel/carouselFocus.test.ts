import { describe, expect, it } from "vitest";
import { CAROUSEL_FOCUS_STEP_PX, focusIndex, scrollLeftFor } from "./carouselFocus";

describe("the carousel's focus (docs/features/home.md)", () => {
  it("moves the focus every 158 px", () => {
    expect(CAROUSEL_FOCUS_STEP_PX).toBe(158);
    expect(focusIndex(0)).toBe(0);
    expect(focusIndex(78)).toBe(0);
    expect(focusIndex(79)).toBe(1);
    expect(focusIndex(158)).toBe(1);
    expect(focusIndex(316)).toBe(2);
    expect(focusIndex(3 * 158 + 10)).toBe(3);
  });
  it("keeps the focus on a card that exists", () => {
    expect(focusIndex(158 * 10)).toBe(6);
    expect(focusIndex(158 * 10, 3)).toBe(2);
    expect(focusIndex(-40, 3)).toBe(0);
    expect(focusIndex(500, 0)).toBe(0);
    expect(focusIndex(Number.NaN, 3)).toBe(0);
  });
  it("scrolls to a card by its step", () => {
    expect(scrollLeftFor(0)).toBe(0);
    expect(scrollLeftFor(2)).toBe(316);
    expect(focusIndex(scrollLeftFor(5))).toBe(5);
  });
});
