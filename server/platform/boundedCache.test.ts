import { describe, expect, it } from "vitest";
import { BoundedCache } from "./boundedCache";

const byLength = (key: string, value: string) => key.length + value.length;

describe("BoundedCache", () => {
  it("lets the least recently used go past its budget, reading counting as a use", () => {
    // Each entry weighs 1 + 9 = 10: three fit in 30.
    const cache = new BoundedCache<string, string>(30, byLength);
    for (const key of ["a", "b", "c"]) cache.set(key, key.repeat(9));
    expect(cache.get("a")).toBe("aaaaaaaaa");
    cache.set("d", "ddddddddd"); // b, the least recently used, goes
    expect(cache.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => cache.get(key)?.[0])).toEqual(["a", "c", "d"]);
  });

  it("weighs a replaced entry anew", () => {
    const cache = new BoundedCache<string, string>(30, byLength);
    cache.set("a", "x".repeat(9));
    cache.set("b", "x".repeat(9));
    cache.set("a", "x".repeat(19)); // 20 + 10: both still fit
    expect(cache.get("b")).toBe("x".repeat(9));
    cache.set("a", "x".repeat(20)); // 21 + 10: b, the least recently used, goes
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toHaveLength(20);
  });
});
