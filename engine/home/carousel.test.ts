import { describe, expect, it } from "vitest";
import {
  CAROUSEL_FOCUS_STEP_PX,
  CAROUSEL_MAX_ITEMS,
  carouselItems,
  mixCarousel,
  focusIndex,
  scrollLeftFor,
} from "./carousel";

describe("carousel (docs/features/home.md)", () => {
  it("shows at most 7 items", () => {
    expect(CAROUSEL_MAX_ITEMS).toBe(7);
    expect(carouselItems([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(carouselItems([1, 2])).toEqual([1, 2]);
  });

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

  it("takes one item of each list in turn, at most 7", () => {
    const studies = ["s1", "s2", "s3", "s4", "s5", "s6"];
    expect(mixCarousel([studies, ["q1"], ["a1", "a2"]])).toEqual(["s1", "q1", "a1", "s2", "a2", "s3", "s4"]);
    expect(mixCarousel([["s1"], [], ["a1"]])).toEqual(["s1", "a1"]);
    expect(mixCarousel([])).toEqual([]);
  });

  it("scrolls to a card by its step", () => {
    expect(scrollLeftFor(0)).toBe(0);
    expect(scrollLeftFor(2)).toBe(316);
    expect(focusIndex(scrollLeftFor(5))).toBe(5);
  });
});
