/**
 * docs/features/assistant.md: the AI assistant (OutchiIA) answers one message per token. Each patient gets
 * 10 free tokens a month, reset when the month changes, and spends bought tokens (the
 * ASSISTANT_TOKEN power) once the free ones are gone; a valid link to the assistant's author
 * removes the limit. Messages are at most 1000 characters.
 */

/** Free messages a month (docs/features/assistant.md). */
export const FREE_ASSISTANT_TOKENS = 10;
/** The longest message a patient may send the assistant (docs/features/assistant.md). */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 1000;
/** From this length the counter warns that the limit is near. */
export const ASSISTANT_MESSAGE_NEAR_LENGTH = 900;
/** The inventory power whose quantity is the patient's bought tokens. */
export const ASSISTANT_TOKEN_POWER = "ASSISTANT_TOKEN";
/** The author whose valid link removes the token limit (docs/features/assistant.md: the OutchiIA author). */
export const ASSISTANT_AUTHOR_ID = "outchi-ia";
/** The consent the chat needs first (docs/features/assistant.md). */
export const ASSISTANT_CONSENT_ID = "OUTCHIIA";
/** Months of the assistant author's subscription offered in the upsell (docs/features/assistant.md). */
export const ASSISTANT_UPSELL_MONTHS = 3;

/** The month (`YYYY-MM`) of a patient's local day (`YYYY-MM-DD`). */
export function assistantMonth(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a day: ${day}`);
  return day.slice(0, 7);
}

/** The free tokens as stored: the month they were counted in and how many were left then. */
export interface StoredFreeTokens {
  month: string | null;
  tokens: number;
}

/** Free tokens left in `month`: a new month starts again at 10, whatever was left before. */
export function freeTokensLeft(stored: StoredFreeTokens, month: string): number {
  if (stored.month !== month) return FREE_ASSISTANT_TOKENS;
  return Math.max(0, Math.min(FREE_ASSISTANT_TOKENS, stored.tokens));
}

export interface TokenBalance {
  freeTokens: number;
  boughtTokens: number;
  unlimited: boolean;
}

/** Which token a message spends: none with the author link, a free one first, then a bought one. */
export type TokenSpend = "UNLIMITED" | "FREE" | "BOUGHT";

/** The token the next message spends, or null when none is left (NO_MORE_TOKEN). */
export function tokenToSpend(balance: TokenBalance): TokenSpend | null {
  if (balance.unlimited) return "UNLIMITED";
  if (balance.freeTokens > 0) return "FREE";
  if (balance.boughtTokens > 0) return "BOUGHT";
  return null;
}

/** The balance after spending `spend`. */
export function afterSpending(balance: TokenBalance, spend: TokenSpend): TokenBalance {
  if (spend === "FREE") return { ...balance, freeTokens: balance.freeTokens - 1 };
  if (spend === "BOUGHT") return { ...balance, boughtTokens: balance.boughtTokens - 1 };
  return balance;
}

/** How the message counter shows `length`: plain, near the limit, or over it (docs/features/assistant.md: red above 1000). */
export type MessageLengthState = "ok" | "near" | "over";

export function messageLengthState(length: number): MessageLengthState {
  if (length > ASSISTANT_MESSAGE_MAX_LENGTH) return "over";
  if (length >= ASSISTANT_MESSAGE_NEAR_LENGTH) return "near";
  return "ok";
}
