import { describe, expect, it } from "vitest";
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { allProMessages } from "../../test/pro/proMessages";
import { allMessages } from "../../test/messages";
import { SUPPORTED_LOCALES, type Locale } from "./locales";

/** The argument names of an ICU message, branches of plural and select included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ("value" in element && typeof element.value === "string" && element.type !== 0)
      names.add(element.value);
    if ("options" in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
  }
  return names;
}

// Parsing also proves that every message is valid ICU.
const placeholders = (message: string) => [...argumentsOf(parse(message))].sort();

// The pro area's catalogs (renderer/app/pro/i18n) are held to the same rules as the app's.
describe.each([
  ["app", allMessages as Record<Locale, Record<string, string>>],
  ["pro", allProMessages as Record<Locale, Record<string, string>>],
])("%s message catalogs", (_name, catalogs) => {
  const reference = Object.keys(catalogs.en).sort();

  it.each(SUPPORTED_LOCALES)("%s has exactly the keys of en", (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual(reference);
  });

  it.each(SUPPORTED_LOCALES)("%s uses the same placeholders as en", (locale) => {
    for (const key of reference) {
      expect([key, placeholders(catalogs[locale][key]!)]).toEqual([key, placeholders(catalogs.en[key]!)]);
    }
  });

  it("fr never breaks a line before ! ? : ; or », nor after «: those spaces are no-break", () => {
    const breaking = Object.entries(catalogs.fr).filter(([, value]) => / [!?:;»]|« /.test(value));
    expect(breaking).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)("%s has no empty message", (locale) => {
    for (const [key, value] of Object.entries(catalogs[locale]))
      expect([key, value.trim()]).not.toEqual([key, ""]);
  });
});

describe("message catalogs", () => {
  it("keeps the pro keys apart from the app's, which they are merged with", () => {
    const shared = Object.keys(allProMessages.en).filter((key) => Object.hasOwn(allMessages.en, key));
    expect(shared).toEqual([]);
  });

  it("words the codes of an outage, a used-up daily quota and a reused purchase key", () => {
    // Without them the server's English message would show in every language.
    for (const code of ["DATABASE_UNAVAILABLE", "QUOTA_EXCEEDED", "IDEMPOTENCY_KEY_REUSED"]) {
      expect(Object.hasOwn(allMessages.en, `errors.${code}`), code).toBe(true);
    }
  });

  it("keeps the ERROR card's two strings literal in every language (README.md)", () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(allMessages[locale]["card.error.title"]).toBe("ERROR");
      expect(allMessages[locale]["card.error.close"]).toBe("Close");
    }
  });
});
