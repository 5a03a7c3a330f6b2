/**
 * docs/features/tracking.md: a multiselect answer is stored as one number, ten to the power
 * (options + 1) plus ten to the power of each selected option index. The leading 1 records how many
 * options there were, so "nothing selected" (10^(options+1)) differs from "no answer"; each lower
 * digit is one option's flag, read right to left.
 */

/** The most options a multiselect may have: 10^(9+1) + … stays an exact integer in a double. */
export const MULTISELECT_MAX_OPTIONS = 9;

function checkOptionCount(options: number): void {
  if (!Number.isInteger(options) || options < 1 || options > MULTISELECT_MAX_OPTIONS) {
    throw new RangeError(`a multiselect has 1 to ${MULTISELECT_MAX_OPTIONS} options, not ${options}`);
  }
}

/** Encodes the selected option indexes (0-based, any order, duplicates ignored) of `options` options. */
export function encodeMultiselect(options: number, selected: readonly number[]): number {
  checkOptionCount(options);
  let code = 10 ** (options + 1);
  for (const index of new Set(selected)) {
    if (!Number.isInteger(index) || index < 0 || index >= options) {
      throw new RangeError(`option ${index} is not one of the ${options} options`);
    }
    code += 10 ** index;
  }
  return code;
}

/**
 * Decodes a stored multiselect into its option count and selected indexes (ascending), or returns
 * undefined when `code` is no multiselect encoding (a digit other than 0 and 1, a flag on the
 * unused digit just below the leading 1, or a count beyond the limit).
 */
export function decodeMultiselect(code: number): { options: number; selected: number[] } | undefined {
  if (!Number.isSafeInteger(code) || code < 100) return undefined;
  const digits = String(code);
  if (digits[0] !== "1") return undefined;
  const options = digits.length - 2;
  if (options < 1 || options > MULTISELECT_MAX_OPTIONS || digits[1] !== "0") return undefined;
  const selected: number[] = [];
  for (let index = 0; index < options; index++) {
    const digit = digits[digits.length - 1 - index];
    if (digit === "1") selected.push(index);
    else if (digit !== "0") return undefined;
  }
  return { options, selected };
}

/** True when `code` encodes a multiselect of exactly `options` options. */
export function isMultiselectCode(code: number, options: number): boolean {
  return decodeMultiselect(code)?.options === options;
}
