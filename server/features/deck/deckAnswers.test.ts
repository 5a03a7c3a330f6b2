import { describe, expect, it } from "vitest";
import type { CatalogData } from "../../core/programCatalog";
import { JsonText } from "../../platform/http/jsonText";
import { DeckAnswers, type DeckText } from "./deckAnswers";

const deck = (text: string): DeckText => new JsonText(text);

const catalog = (): CatalogData => ({
  programs: new Map(),
  versions: new Map(),
  authors: new Map(),
  texts: new Map(),
});

describe("DeckAnswers", () => {
  it("answers a reader's deck only from the day it was built from", () => {
    const answers = new DeckAnswers();
    const content = catalog();
    answers.keep(content, "u1|2025-03-10|en|1", "day A", deck('{"deck":"A"}'));
    expect(answers.get(content, "u1|2025-03-10|en|1", "day A")?.text).toBe('{"deck":"A"}');
    expect(answers.get(content, "u1|2025-03-10|en|1", "day B")).toBeUndefined();
    expect(answers.get(content, "u1|2025-03-10|fr|1", "day A")).toBeUndefined();
    // Content loaded again is a new catalogue: no deck built from the old one is answered.
    expect(answers.get(catalog(), "u1|2025-03-10|en|1", "day A")).toBeUndefined();
  });

  it("keeps one deck per reader, the last", () => {
    const answers = new DeckAnswers();
    const content = catalog();
    answers.keep(content, "u1", "day A", deck("A"));
    answers.keep(content, "u1", "day B", deck("B"));
    expect(answers.get(content, "u1", "day A")).toBeUndefined();
    expect(answers.get(content, "u1", "day B")?.text).toBe("B");
  });

  it("lets the least recently read readers go past its budget", () => {
    // Each deck weighs 2 + 5 + 2 × 13 (its text and its envelope) = 33: two fit in 66.
    const answers = new DeckAnswers(66);
    const content = catalog();
    answers.keep(content, "u1", "day A", deck("a".repeat(13)));
    answers.keep(content, "u2", "day A", deck("b".repeat(13)));
    answers.get(content, "u1", "day A");
    answers.keep(content, "u3", "day A", deck("c".repeat(13)));
    expect(answers.get(content, "u2", "day A")).toBeUndefined();
    expect(answers.get(content, "u1", "day A")?.text).toBe("a".repeat(13));
  });
});
