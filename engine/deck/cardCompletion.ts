/**
 * What completing a todo card changes (docs/features/deck.md): the card is closed with a result
 * (done true or false); a done card pays its rewards and moves the lucky-wheel counter. A card that
 * is no longer NEW changes nothing, so a retried or concurrent completion pays once.
 */
import type { CompleteCardBody, CompletionEvent } from "../../card-schemas";
import type { CardStatus } from "../../card-schemas/generated/CardStatus";
import { LUCKY_WHEEL_COUNT, nextWheelCounter } from "../rewards";

export type { CompletionEvent };

/** How the patient closed the card: done or dismissed, with what it collected. */
export type CompletionResult = CompleteCardBody["value"];

export interface CardCompletion {
  /** False when the card was already closed: nothing is to be written. */
  changed: boolean;
  status: CardStatus;
  rewardDelta: number;
  luckyOutchi: number;
  events: CompletionEvent[];
}

/** Decides the outcome of completing `card` with `result` while the wheel counter is `luckyOutchi`. */
export function completeCard(input: {
  card: { status: CardStatus; rewards: number };
  result: CompletionResult;
  luckyOutchi: number;
}): CardCompletion {
  const { card, result, luckyOutchi } = input;
  if (card.status !== "NEW") {
    return { changed: false, status: card.status, rewardDelta: 0, luckyOutchi, events: [] };
  }
  if (!result.done) {
    return { changed: true, status: "DISMISSED", rewardDelta: 0, luckyOutchi, events: [] };
  }
  const rewardDelta = Math.max(0, card.rewards);
  const counter = nextWheelCounter(luckyOutchi);
  const events: CompletionEvent[] = [];
  if (rewardDelta > 0) events.push({ type: "REWARD", amount: rewardDelta });
  if (counter === LUCKY_WHEEL_COUNT && luckyOutchi < LUCKY_WHEEL_COUNT) {
    events.push({ type: "LUCKY_OUTCHI_READY", counter });
  }
  return { changed: true, status: "DONE", rewardDelta, luckyOutchi: counter, events };
}
