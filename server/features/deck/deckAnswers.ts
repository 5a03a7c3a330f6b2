/**
 * The last deck this process answered each reader, as JSON text, with the day it was built from:
 * the read's whole row (counter, balance, subscriptions, notice inputs and open cards, as the
 * database's text) and the reader's local today. The deck is a function of that row, the
 * catalogue (the key of its own set), the reader's language and client version, once its day is
 * dealt: a read that finds the same row again answers the same text, without parsing, presenting,
 * validating or assembling it again. Any change to what a deck shows, made through any process,
 * changes the row, so a kept deck is never served for another one; a deck the read had to deal
 * first is not kept (its row was read before dealing).
 */
import type { DailyQueue } from "../../../card-schemas";
import { BoundedCache } from "../../platform/boundedCache";
import type { JsonText } from "../../platform/http/jsonText";
import type { CatalogData } from "../../core/programCatalog";
import { perCatalog } from "./perCatalog";

/** What the kept decks of one catalogue may hold at most (texts, rows and keys), about. */
export const MAX_KEPT_DECK_BYTES = 16 * 1024 * 1024;

/** A deck as sent: its text, and its envelope once sent (as long again). */
export type DeckText = JsonText<DailyQueue>;

interface KeptDeck {
  day: string;
  answer: DeckText;
}

export class DeckAnswers {
  private readonly decksOf: (catalog: CatalogData) => BoundedCache<string, KeptDeck>;

  constructor(maxBytes = MAX_KEPT_DECK_BYTES) {
    this.decksOf = perCatalog(
      () =>
        new BoundedCache<string, KeptDeck>(
          maxBytes,
          (reader, kept) => reader.length + kept.day.length + 2 * kept.answer.text.length,
        ),
    );
  }

  /** The deck answered to `reader` from the same `day`, or undefined. */
  get(catalog: CatalogData, reader: string, day: string): DeckText | undefined {
    const kept = this.decksOf(catalog).get(reader);
    return kept?.day === day ? kept.answer : undefined;
  }

  /** Keeps `answer` as `reader`'s deck of `day`, in place of the one before. */
  keep(catalog: CatalogData, reader: string, day: string, answer: DeckText): void {
    this.decksOf(catalog).set(reader, { day, answer });
  }
}
