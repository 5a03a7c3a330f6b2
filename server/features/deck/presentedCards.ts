/**
 * The deck's cards as JSON text, presented, resolved for the client's schema version and validated
 * once, then served from memory: the deck is the most read screen, and presenting, localizing,
 * validating and serializing its cards on every read was most of its cost (npm run bench).
 *
 * Safe because what a card's text depends on never changes under the key: a stored card's presented
 * fields (type, dates, rewards, program, parameters) are written once, at materialization, and only
 * its status changes afterwards; the translations belong to the catalogue object, which is replaced
 * (not mutated) when content is loaded again; language and client version are in the key.
 */
import { validateCard } from "../../../card-schemas/validators";
import { presentCard, type WireCard } from "./present";
import { errorCard, resolveCard } from "./cardResolution";
import type { StoredCard } from "../../platform/db/models";
import type { CatalogData } from "../../core/programCatalog";
import { BoundedCache } from "../../platform/boundedCache";
import { perCatalog } from "./perCatalog";

/** Entries kept per catalogue at most; the least recently used go first. */
const MAX_ENTRIES = 50_000;

/** A card's wire text, or null when the client is too old for it and it has no stand-in. */
export type CardText = string | null;

export class PresentedCards {
  private readonly entriesOf: (catalog: CatalogData) => BoundedCache<string, CardText>;

  /** Each card counts as one: `maxEntries` cards per catalogue, the least recently used going first. */
  constructor(maxEntries = MAX_ENTRIES) {
    this.entriesOf = perCatalog(() => new BoundedCache<string, CardText>(maxEntries, () => 1));
  }

  private static key(cardId: string, language: string, clientVersion: number): string {
    return `${cardId}|${language}|${clientVersion}`;
  }

  /** The text of a card already presented, or undefined when it must be read and presented. */
  lookup(
    catalog: CatalogData,
    cardId: string,
    language: string,
    clientVersion: number,
  ): CardText | undefined {
    return this.entriesOf(catalog).get(PresentedCards.key(cardId, language, clientVersion));
  }

  /** Presents a stored card, keeps its text and returns it. */
  present(catalog: CatalogData, card: StoredCard, language: string, clientVersion: number): CardText {
    const text = wireText(presentCard(card, catalog, language), clientVersion);
    this.entriesOf(catalog).set(PresentedCards.key(card.id, language, clientVersion), text);
    return text;
  }
}

/**
 * A presented card as the client gets it: resolved for its schema version, then validated; an
 * invalid card becomes an ERROR card (and is logged, once, when it is first presented).
 */
function wireText(presented: WireCard, clientVersion: number): CardText {
  const card = resolveCard(presented, clientVersion);
  if (!card) return null;
  const check = validateCard(card);
  if (check.ok) return JSON.stringify(card);
  return JSON.stringify(errorCard(card, check.errors.map((e) => `${e.path}: ${e.message}`).join("; ")));
}
