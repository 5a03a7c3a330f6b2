/**
 * What the renderer gets for each card: the card itself when the client's schema version knows its
 * type; its `fallback` (or nothing) for a type newer than the client; an ERROR card for a type
 * nobody knows, logged so that content authors hear of it. PresentedCards validates the result and
 * turns an invalid card into an ERROR card the same way (errorCard).
 */
import { sinceOf } from "../../card-schemas/validators";
import type { WireCard } from "../presenters/card";

/** How deep fallbacks may nest before the card is given up. */
const MAX_FALLBACK_DEPTH = 3;

export function resolveCard(card: WireCard, clientVersion: number, depth = 0): WireCard | undefined {
  const since = sinceOf(card.type);
  const knownToServer = since !== undefined;
  if (!knownToServer || since > clientVersion) {
    const fallback = card.fallback;
    if (fallback === "drop") return undefined;
    if (isObject(fallback) && depth < MAX_FALLBACK_DEPTH) {
      // The stand-in is completed under the original card's id and dates.
      const standIn = {
        ...fallback,
        id: card.id,
        date: card.date,
        maxDate: card.maxDate,
        globalnotificationID: card.globalnotificationID,
      } as WireCard;
      return resolveCard(standIn, clientVersion, depth + 1);
    }
    // A type newer than the client without a stand-in is left out; one the server does not know
    // either is a broken card.
    if (knownToServer) return undefined;
    return errorCard(card, `unknown card type ${card.type}`);
  }
  return card;
}

/** An ERROR card standing for `card`, logged so that content authors hear of it. */
export function errorCard(card: WireCard, reason: string): WireCard {
  console.warn(`card ${card.id} (${card.type}) replaced by an ERROR card: ${reason}`);
  return {
    id: card.id,
    type: "ERROR",
    date: card.date,
    maxDate: card.maxDate,
    rewards: Number.isInteger(card.rewards) && card.rewards >= 0 ? card.rewards : 0,
    globalnotificationID: card.globalnotificationID || "unknown",
    reason: reason.slice(0, 500),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
