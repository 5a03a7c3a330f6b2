import { describe, expect, it } from "vitest";
import { PAGER_WINDOW, pagerWindow } from "./pagerWindow";

describe("pagerWindow", () => {
  it("shows every dot while they fit", () => {
    expect(pagerWindow(1, 0)).toEqual({ start: 0, end: 1 });
    expect(pagerWindow(PAGER_WINDOW, 6)).toEqual({ start: 0, end: PAGER_WINDOW });
  });

  it("slides with the current card over a deck of 26 cards, stopping at both ends", () => {
    expect(pagerWindow(26, 0)).toEqual({ start: 0, end: 7 });
    expect(pagerWindow(26, 3)).toEqual({ start: 0, end: 7 });
    expect(pagerWindow(26, 4)).toEqual({ start: 1, end: 8 });
    expect(pagerWindow(26, 12)).toEqual({ start: 9, end: 16 });
    expect(pagerWindow(26, 22)).toEqual({ start: 19, end: 26 });
    expect(pagerWindow(26, 25)).toEqual({ start: 19, end: 26 });
  });

  it("always holds the current card", () => {
    for (let index = 0; index < 40; index++) {
      const { start, end } = pagerWindow(40, index);
      expect(end - start).toBe(PAGER_WINDOW);
      expect(index >= start && index < end).toBe(true);
    }
  });
});
