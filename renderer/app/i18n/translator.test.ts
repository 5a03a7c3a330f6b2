import { describe, expect, it, vi } from "vitest";
import { createIntl, createIntlCache } from "@formatjs/intl";
import { parse } from "@formatjs/icu-messageformat-parser";
import { translatorOf } from "./translator";
import type { MessageId } from "./locales";

/** An intl on a catalog parsed as the build ships it (messages as their parsed form). */
function intlOf(locale: string, texts: Record<string, string>) {
  const messages = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, parse(text)]));
  return createIntl({ locale, messages: messages as never, onError: () => undefined }, createIntlCache());
}

const REWARDS = "card.rewards" as MessageId;
const WHEN = "when" as MessageId;

describe("translatorOf", () => {
  it("answers what formatjs answers, in each language", () => {
    const en = intlOf("en", {
      [REWARDS]: "{count, plural, =0 {No reward} one {+# reward} other {+# rewards}}",
    });
    const fr = intlOf("fr", {
      [REWARDS]: "{count, plural, =0 {Aucune récompense} one {+# récompense} other {+# récompenses}}",
    });
    for (const count of [0, 1, 2, 1000]) {
      expect(translatorOf(en)(REWARDS, { count })).toBe(en.formatMessage({ id: REWARDS }, { count }));
      expect(translatorOf(fr)(REWARDS, { count })).toBe(fr.formatMessage({ id: REWARDS }, { count }));
    }
    expect(translatorOf(en)(REWARDS, { count: 1000 })).toBe("+1,000 rewards");
    expect(translatorOf(fr)(REWARDS, { count: 1 })).toBe("+1 récompense");
  });

  it("formats a text once for the same id and plain values, again for other values", () => {
    const intl = intlOf("en", { [REWARDS]: "{count, plural, one {+# reward} other {+# rewards}}" });
    const format = vi.spyOn(intl, "formatMessage");
    const t = translatorOf(intl);
    expect(translatorOf(intl)).toBe(t);
    for (let i = 0; i < 100; i++) expect(t(REWARDS, { count: 10 })).toBe("+10 rewards");
    expect(format).toHaveBeenCalledTimes(1);
    expect(t(REWARDS, { count: 1 })).toBe("+1 reward");
    // A number and its text are two keys: a plural reads them differently.
    t(REWARDS, { count: "1" });
    expect(format).toHaveBeenCalledTimes(3);
  });

  it("formats a date every time, and a new catalog's texts from that catalog", () => {
    const intl = intlOf("en", { [WHEN]: "on {day, date, long}" });
    const format = vi.spyOn(intl, "formatMessage");
    const t = translatorOf(intl);
    const day = new Date(Date.UTC(2026, 10, 29, 12));
    expect(t(WHEN, { day })).toBe(t(WHEN, { day }));
    expect(format).toHaveBeenCalledTimes(2);
    const next = intlOf("en", { [WHEN]: "the {day, date, long}" });
    expect(translatorOf(next)(WHEN, { day })).toMatch(/^the /);
  });
});
