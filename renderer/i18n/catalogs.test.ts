import { describe, expect, it } from "vitest";
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { allMessages } from "../test/messages";
import { SUPPORTED_LOCALES } from "./locales";

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

describe("message catalogs", () => {
  const reference = Object.keys(allMessages.en).sort();

  it.each(SUPPORTED_LOCALES)("%s has exactly the keys of en", (locale) => {
    expect(Object.keys(allMessages[locale]).sort()).toEqual(reference);
  });

  it.each(SUPPORTED_LOCALES)("%s uses the same placeholders as en", (locale) => {
    for (const key of reference) {
      const id = key as keyof typeof allMessages.en;
      expect([key, placeholders(allMessages[locale][id])]).toEqual([key, placeholders(allMessages.en[id])]);
    }
  });

  it.each(SUPPORTED_LOCALES)("%s has no empty message", (locale) => {
    for (const [key, value] of Object.entries(allMessages[locale]))
      expect([key, value.trim()]).not.toEqual([key, ""]);
  });

  it("words the codes of an outage, a used-up daily quota and a reused purchase key", () => {
    // Without them the server's English message would show in every language.
    for (const code of ["DATABASE_UNAVAILABLE", "QUOTA_EXCEEDED", "IDEMPOTENCY_KEY_REUSED"]) {
      expect(Object.hasOwn(allMessages.en, `errors.${code}`), code).toBe(true);
    }
  });

  it("keeps the ERROR card's two strings literal in every language (API.md)", () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(allMessages[locale]["card.error.title"]).toBe("ERROR");
      expect(allMessages[locale]["card.error.close"]).toBe("Close");
    }
  });
});
