import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from "./languages";

describe("languages", () => {
  it("are French, English, Italian and Spanish, French by default (seed 001)", () => {
    expect(LANGUAGES).toEqual(["fr", "en", "it", "es"]);
    expect(DEFAULT_LANGUAGE).toBe("fr");
  });

  it("are told apart from other tags", () => {
    expect(isLanguage("it")).toBe(true);
    expect(isLanguage("de")).toBe(false);
    expect(isLanguage("fr-CA")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
