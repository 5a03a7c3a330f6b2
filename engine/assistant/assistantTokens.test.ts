import { describe, expect, it } from "vitest";
import {
  afterSpending,
  assistantMonth,
  FREE_ASSISTANT_TOKENS,
  freeTokensLeft,
  messageLengthState,
  tokenToSpend,
} from "./assistantTokens";

describe("assistantMonth", () => {
  it("is the year and month of the patient's day", () => {
    expect(assistantMonth("2026-11-26")).toBe("2026-11");
    expect(assistantMonth("2027-01-01")).toBe("2027-01");
  });
  it("refuses what is not a day", () => {
    expect(() => assistantMonth("2026-11")).toThrow(RangeError);
  });
});

describe("freeTokensLeft (docs/features/assistant.md: 10 a month, reset when the month changes)", () => {
  it("gives 10 in a month never counted", () => {
    expect(FREE_ASSISTANT_TOKENS).toBe(10);
    expect(freeTokensLeft({ month: null, tokens: 0 }, "2026-11")).toBe(10);
  });
  it("keeps what is left within the month", () => {
    expect(freeTokensLeft({ month: "2026-11", tokens: 3 }, "2026-11")).toBe(3);
    expect(freeTokensLeft({ month: "2026-11", tokens: 0 }, "2026-11")).toBe(0);
  });
  it("starts again at 10 when the month changes, even from 0", () => {
    expect(freeTokensLeft({ month: "2026-11", tokens: 0 }, assistantMonth("2026-12-01"))).toBe(10);
    expect(freeTokensLeft({ month: "2026-12", tokens: 4 }, assistantMonth("2027-01-31"))).toBe(10);
  });
});

describe("tokenToSpend", () => {
  it("spends nothing with the assistant author link", () => {
    expect(tokenToSpend({ freeTokens: 0, boughtTokens: 0, unlimited: true })).toBe("UNLIMITED");
  });
  it("spends the free tokens first, then the bought ones, then none is left", () => {
    let balance = { freeTokens: 10, boughtTokens: 2, unlimited: false };
    const spent: (string | null)[] = [];
    for (let i = 0; i < 13; i++) {
      const spend = tokenToSpend(balance);
      spent.push(spend);
      if (spend) balance = afterSpending(balance, spend);
    }
    expect(spent).toEqual([...Array<string>(10).fill("FREE"), "BOUGHT", "BOUGHT", null]);
    expect(balance).toEqual({ freeTokens: 0, boughtTokens: 0, unlimited: false });
  });
});

describe("messageLengthState (docs/features/assistant.md: length/1000, red above 1000)", () => {
  it("is plain below 900, near from 900 to 1000 and over above 1000", () => {
    expect(messageLengthState(0)).toBe("ok");
    expect(messageLengthState(899)).toBe("ok");
    expect(messageLengthState(900)).toBe("near");
    expect(messageLengthState(1000)).toBe("near");
    expect(messageLengthState(1001)).toBe("over");
  });
});
