import { describe, expect, it, vi } from "vitest";
import { validateCard } from "../../../card-schemas/validators";
import type { StoredCard } from "../../platform/db/models";
import { PresentedCards } from "./presentedCards";
import type { CatalogData } from "../../core/programCatalog";

function catalogWith(texts: Record<string, Record<string, string>> = {}): CatalogData {
  return {
    programs: new Map(),
    versions: new Map(),
    authors: new Map(),
    texts: new Map(
      Object.entries(texts).map(([language, byKey]) => [language, new Map(Object.entries(byKey))]),
    ),
  };
}

function storedCard(id: string, parameters: Partial<StoredCard["parameters"]> = {}): StoredCard {
  return {
    id,
    type: "TASK",
    date: "2025-03-10",
    maxDate: "2025-03-10",
    rewards: 5,
    globalnotificationId: "sleep",
    sortOrder: 0,
    parameters: { uniqueId: "u1", taskType: "DEFAULT", taskParameters: { body: "Literal" }, ...parameters },
  };
}

describe("PresentedCards", () => {
  it("presents a card once, as valid wire text, then serves it from memory", () => {
    const cards = new PresentedCards();
    const catalog = catalogWith({ fr: { "study.sleep.actions.u1.params.body": "Corps" } });
    expect(cards.lookup(catalog, "c1", "fr", 1)).toBeUndefined();
    const text = cards.present(catalog, storedCard("c1"), "fr", 1);
    const card = JSON.parse(text!);
    expect(validateCard(card)).toEqual({ ok: true });
    expect(card).toMatchObject({
      id: "c1",
      type: "TASK",
      task: { type: "DEFAULT", params: { body: "Corps" } },
    });
    expect(cards.lookup(catalog, "c1", "fr", 1)).toBe(text);
  });

  it("keeps languages, client versions and catalogues apart", () => {
    const cards = new PresentedCards();
    const catalog = catalogWith();
    cards.present(catalog, storedCard("c1"), "fr", 1);
    expect(cards.lookup(catalog, "c1", "en", 1)).toBeUndefined();
    expect(cards.lookup(catalog, "c1", "fr", 2)).toBeUndefined();
    // Content loaded again is a new catalogue: nothing presented from the old one is served.
    expect(cards.lookup(catalogWith(), "c1", "fr", 1)).toBeUndefined();
  });

  it("forgets the least recently used card past its size", () => {
    const cards = new PresentedCards(2);
    const catalog = catalogWith();
    cards.present(catalog, storedCard("a"), "en", 1);
    cards.present(catalog, storedCard("b"), "en", 1);
    cards.lookup(catalog, "a", "en", 1);
    cards.present(catalog, storedCard("c"), "en", 1);
    expect(cards.lookup(catalog, "b", "en", 1)).toBeUndefined();
    expect(cards.lookup(catalog, "a", "en", 1)).toEqual(expect.any(String));
    expect(cards.lookup(catalog, "c", "en", 1)).toEqual(expect.any(String));
  });

  it("keeps an invalid card as an ERROR card, logged once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const cards = new PresentedCards();
      const catalog = catalogWith();
      const broken = storedCard("x", { taskType: "CHRONO", taskParameters: { targetSeconds: "soon" } });
      const card = JSON.parse(cards.present(catalog, broken, "en", 1)!);
      expect(card).toMatchObject({ id: "x", type: "ERROR" });
      expect(card.reason).toContain("/task/params/targetSeconds");
      expect(cards.lookup(catalog, "x", "en", 1)).toContain('"type":"ERROR"');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("keeps a card the client is too old for, without a stand-in, as nothing", () => {
    const cards = new PresentedCards();
    const catalog = catalogWith();
    const future = { ...storedCard("f", { fallback: "drop" }), type: "FUTURE_KIND" };
    expect(cards.present(catalog, future, "en", 1)).toBeNull();
    expect(cards.lookup(catalog, "f", "en", 1)).toBeNull();
  });
});
