/**
 * When a card's time is over (docs/features/deck.md): a card the patient left NEW becomes EXPIRED
 * once their local today is past its `maxDate`. An expired card is never shown again, and
 * completing it is refused, whether its row was already marked EXPIRED or not yet.
 */
import type { CardStatus } from "../../card-schemas/generated/CardStatus";

/** The status a NEW card takes once its last day is over. */
export const EXPIRED_CARD_STATUS: CardStatus = "EXPIRED";

/** Whether `card` is (or must now become) EXPIRED on the patient's `today`. */
export function isCardExpired(card: { status: CardStatus; maxDate: string }, today: string): boolean {
  return card.status === EXPIRED_CARD_STATUS || (card.status === "NEW" && card.maxDate < today);
}
