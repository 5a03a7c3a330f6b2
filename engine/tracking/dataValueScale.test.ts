import { describe, expect, it } from "vitest";
import { applyScale, unapplyScale } from "./dataValueScale";

describe("data value scale (docs/features/tracking.md: scaleMode, intensityMultiplicator, intensityConstant)", () => {
  it("is linear with factor 1 and offset 0 by default", () => {
    expect(applyScale({}, 4)).toBe(4);
    expect(unapplyScale({}, 4)).toBe(4);
  });

  it("applies factor then offset on a linear scale", () => {
    const scale = { scaleMode: "linear" as const, intensityMultiplicator: 2, intensityConstant: 1 };
    expect(applyScale(scale, 3)).toBe(7);
    expect(unapplyScale(scale, 7)).toBe(3);
    expect(applyScale({ intensityMultiplicator: 0.1 }, 3)).toBe(0.3);
  });

  it("applies log10(1 + intensity) on a logarithmic scale", () => {
    const scale = { scaleMode: "logarithmic" as const, intensityMultiplicator: 10, intensityConstant: 0 };
    expect(applyScale(scale, 0)).toBe(0);
    expect(applyScale(scale, 9)).toBe(10);
    expect(applyScale(scale, 99)).toBe(20);
    expect(unapplyScale(scale, 20)).toBe(99);
    expect(() => applyScale(scale, -1)).toThrow(RangeError);
  });

  it("cannot undo a zero factor", () => {
    expect(unapplyScale({ intensityMultiplicator: 0 }, 3)).toBeUndefined();
  });
});
