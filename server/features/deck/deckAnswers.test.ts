import { describe, expect, it } from "vitest";
import type { CatalogData } from "../../core/programCatalog";
import { DeckAnswers } from "./deckAnswers";

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
    answers.keep(content, "u1|2025-03-10|en|1", "day A", '{"deck":"A"}');
    expect(answers.get(content, "u1|2025-03-10|en|1", "day A")).toBe('{"deck":"A"}');
    expect(answers.get(content, "u1|2025-03-10|en|1", "day B")).toBeUndefined();
    expect(answers.get(content, "u1|2025-03-10|fr|1", "day A")).toBeUndefined();
    // Content loaded again is a new catalogue: no deck built from the old one is answered.
    expect(answers.get(catalog(), "u1|2025-03-10|en|1", "day A")).toBeUndefined();
  });

  it("keeps one deck per reader, the last", () => {
    const answers = new DeckAnswers();
    const content = catalog();
    answers.keep(content, "u1", "day A", "A");
    answers.keep(content, "u1", "day B", "B");
    expect(answers.get(content, "u1", "day A")).toBeUndefined();
    expect(answers.get(content, "u1", "day B")).toBe("B");
  });

  it("lets the least recently read readers go past its budget", () => {
    // Each deck weighs 2 + 5 + 13 = 20: two fit in 40.
    const answers = new DeckAnswers(40);
    const content = catalog();
    answers.keep(content, "u1", "day A", "a".repeat(13));
    answers.keep(content, "u2", "day A", "b".repeat(13));
    answers.get(content, "u1", "day A");
    answers.keep(content, "u3", "day A", "c".repeat(13));
    expect(answers.get(content, "u2", "day A")).toBeUndefined();
    expect(answers.get(content, "u1", "day A")).toBe("a".repeat(13));
  });
});
