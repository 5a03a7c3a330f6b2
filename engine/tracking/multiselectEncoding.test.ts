import { describe, expect, it } from "vitest";
import {
  decodeMultiselect,
  encodeMultiselect,
  isMultiselectCode,
  MULTISELECT_MAX_OPTIONS,
} from "./multiselectEncoding";

describe("multiselect encoding (docs/features/tracking.md: 10^(options+1) + Σ 10^index)", () => {
  it("encodes the product's formula", () => {
    // 7 options (the migraine triggers), options 0 and 2 picked: 10^8 + 10^0 + 10^2.
    expect(encodeMultiselect(7, [0, 2])).toBe(100_000_101);
    expect(encodeMultiselect(3, [1])).toBe(10_010);
    expect(encodeMultiselect(3, [0, 1, 2])).toBe(10_111);
    expect(encodeMultiselect(5, [4])).toBe(1_010_000);
  });

  it("keeps 'nothing picked' apart from no answer: the leading term alone", () => {
    expect(encodeMultiselect(3, [])).toBe(10_000);
    expect(decodeMultiselect(10_000)).toEqual({ options: 3, selected: [] });
  });

  it("ignores order and duplicates", () => {
    expect(encodeMultiselect(7, [2, 0, 2])).toBe(encodeMultiselect(7, [0, 2]));
  });

  it("decodes back to the option count and the picked indexes", () => {
    expect(decodeMultiselect(100_000_101)).toEqual({ options: 7, selected: [0, 2] });
    expect(decodeMultiselect(10_111)).toEqual({ options: 3, selected: [0, 1, 2] });
    for (const picked of [[], [0], [8], [1, 3, 5, 7]]) {
      expect(decodeMultiselect(encodeMultiselect(9, picked))).toEqual({ options: 9, selected: picked });
    }
  });

  it("refuses what no multiselect encodes", () => {
    expect(decodeMultiselect(12_011)).toBeUndefined(); // a 2 digit
    expect(decodeMultiselect(11_011)).toBeUndefined(); // a flag on the unused digit
    expect(decodeMultiselect(20_000)).toBeUndefined();
    expect(decodeMultiselect(10.5)).toBeUndefined();
    expect(decodeMultiselect(-10_000)).toBeUndefined();
    expect(decodeMultiselect(10)).toBeUndefined();
    expect(decodeMultiselect(10 ** (MULTISELECT_MAX_OPTIONS + 2))).toBeUndefined();
  });

  it("checks the option count", () => {
    expect(isMultiselectCode(100_000_101, 7)).toBe(true);
    expect(isMultiselectCode(100_000_101, 6)).toBe(false);
    expect(() => encodeMultiselect(0, [])).toThrow(RangeError);
    expect(() => encodeMultiselect(10, [])).toThrow(RangeError);
    expect(() => encodeMultiselect(3, [3])).toThrow(RangeError);
    expect(() => encodeMultiselect(3, [-1])).toThrow(RangeError);
  });
});
