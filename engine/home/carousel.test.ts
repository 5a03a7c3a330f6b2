import { describe, expect, it } from "vitest";
import { CAROUSEL_MAX_ITEMS, carouselItems, mixCarousel } from "./carousel";

describe("carousel (docs/features/home.md)", () => {
  it("shows at most 7 items", () => {
    expect(CAROUSEL_MAX_ITEMS).toBe(7);
    expect(carouselItems([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(carouselItems([1, 2])).toEqual([1, 2]);
  });

  it("takes one item of each list in turn, at most 7", () => {
    const studies = ["s1", "s2", "s3", "s4", "s5", "s6"];
    expect(mixCarousel([studies, ["q1"], ["a1", "a2"]])).toEqual(["s1", "q1", "a1", "s2", "a2", "s3", "s4"]);
    expect(mixCarousel([["s1"], [], ["a1"]])).toEqual(["s1", "a1"]);
    expect(mixCarousel([])).toEqual([]);
  });
});
