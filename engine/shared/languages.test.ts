import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, pickLanguage } from "./languages";

describe("languages", () => {
  it("are French, English, Italian and Spanish, French by default (docs/features/accounts.md)", () => {
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

describe("pickLanguage", () => {
  it("prefers the signed-in user's language", () => {
    expect(pickLanguage("it", ["en-US"])).toBe("it");
  });

  it("falls back to the first browser language we speak", () => {
    expect(pickLanguage(null, ["de-DE", "es-MX", "en"])).toBe("es");
  });

  it("ignores an unsupported user language and defaults to fr", () => {
    expect(pickLanguage("de", ["de-DE"])).toBe("fr");
  });
});
