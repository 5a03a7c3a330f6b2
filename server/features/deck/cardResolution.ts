/**
 * What the renderer gets for each card: the card itself when the client's schema version knows its
 * type; its `fallback` (or nothing) for a type newer than the client (engine/deck/cardFallback.ts walks
 * the chain); an ERROR card for a type nobody knows, logged so that content authors hear of it. PresentedCards validates the result and
 * turns an invalid card into an ERROR card the same way (errorCard).
 */
import { sinceOf } from "../../../card-schemas/validators";
import { walkFallbacks } from "../../../engine/deck/cardFallback";
import type { WireCard } from "./present";

export function resolveCard(card: WireCard, clientVersion: number): WireCard | undefined {
  const isKnown = (candidate: WireCard) => {
    const since = sinceOf(candidate.type);
    return since !== undefined && since <= clientVersion;
  };
  // The stand-in is completed under the original card's id and dates.
  const standIn = (fallback: WireCard, replaced: WireCard): WireCard => ({
    ...fallback,
    id: replaced.id,
    date: replaced.date,
    maxDate: replaced.maxDate,
    globalnotificationID: replaced.globalnotificationID,
  });
  const walk = walkFallbacks(card, isKnown, standIn);
  if (walk.kind === "card") return walk.card;
  if (walk.kind === "drop") return undefined;
  // A type newer than the client without a stand-in is left out; one the server does not know
  // either is a broken card.
  if (sinceOf(walk.card.type) !== undefined) return undefined;
  return errorCard(walk.card, `unknown card type ${walk.card.type}`);
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
