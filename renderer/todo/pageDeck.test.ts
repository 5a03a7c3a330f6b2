import { afterEach, describe, expect, it } from "vitest";
import { PAGE_DATA_ELEMENT_ID } from "../../card-schemas/sessionElement";
import { dailyQueue, defaultCard } from "../mocks/fixtures";
import { readPageDeck } from "./pageDeck";

function pageWith(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

const deck = dailyQueue([defaultCard]);

describe("readPageDeck", () => {
  it("reads the day's deck the server wrote into the page", () => {
    pageWith(JSON.stringify({ todo: { date: "2026-11-25", document: deck } }));
    expect(readPageDeck(document)).toEqual({ date: "2026-11-25", document: deck });
  });

  it("says nothing when the page carries no deck, or a broken one, so the deck is fetched", () => {
    expect(readPageDeck(document)).toBeUndefined();
    pageWith('{"todo": {"date"');
    expect(readPageDeck(document)).toBeUndefined();
    document.getElementById(PAGE_DATA_ELEMENT_ID)!.textContent = JSON.stringify({ todo: { date: "x" } });
    expect(readPageDeck(document)).toBeUndefined();
  });
});
