/**
 * The telephone number of the IOT profile info (docs/features/accounts.md, PatientInfo): a French 10-digit
 * number starting with 0 is stored in international form, +33 and the nine digits after the 0; a
 * number already international (+ and 8 to 15 digits, E.164) is kept. Spaces, dots and dashes
 * between digits are ignored. Anything else is not a telephone number.
 */

/** The country code a national French number gets. */
export const FRENCH_COUNTRY_CODE = "+33";

const FRENCH_NATIONAL = /^0[1-9]\d{8}$/;
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;
const SEPARATORS = /[\s.-]/g;
/** Longer input is refused before any work on it. */
export const MAX_PHONE_INPUT_LENGTH = 32;

/** The number to store, or null when `input` is not a telephone number we accept. */
export function normalizePhoneNumber(input: string): string | null {
  if (input.length > MAX_PHONE_INPUT_LENGTH) return null;
  const compact = input.trim().replace(SEPARATORS, "");
  if (FRENCH_NATIONAL.test(compact)) return `${FRENCH_COUNTRY_CODE}${compact.slice(1)}`;
  if (INTERNATIONAL.test(compact)) return compact;
  return null;
}
