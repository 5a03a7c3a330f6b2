/** Gift codes (docs/features/rewards.md): what a patient types is lowercased, and a code runs between two days. */

/** A gift code as typed is at most 64 characters. */
export const GIFT_CODE_MAX_LENGTH = 64;

/** The code as it is compared and sent: trimmed and lowercased (docs/features/rewards.md). */
export function normalizeGiftCode(input: string): string {
  return input.trim().toLowerCase();
}

/** Whether a code can be redeemed on `today` (YYYY-MM-DD), its first and last days included. */
export function giftCodeOpen(code: { validFrom: string; validUntil: string }, today: string): boolean {
  return code.validFrom <= today && today <= code.validUntil;
}
