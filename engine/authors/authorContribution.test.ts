import { describe, expect, it } from "vitest";
import { contributionAllowed } from "./authorContribution";

describe("contributionAllowed", () => {
  it("takes a whole amount from 1 up to the whole balance", () => {
    expect(contributionAllowed(1, 10)).toBe(true);
    expect(contributionAllowed(10, 10)).toBe(true);
    expect(contributionAllowed(11, 10)).toBe(false);
    expect(contributionAllowed(0, 10)).toBe(false);
    expect(contributionAllowed(-5, 10)).toBe(false);
    expect(contributionAllowed(2.5, 10)).toBe(false);
  });
});
