import type { IntlShape } from "@formatjs/intl";
import type { MessageId } from "./locales";

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Texts kept per catalog before the memory starts again: more than any screen shows. */
const MAX_KEPT = 2000;

/**
 * The key of a text whose values are all plain (strings, numbers, booleans, nothing), else
 * undefined: a Date is formatted in a time zone, and anything else is not a value to key on.
 */
function keyOf(id: string, values: MessageValues | undefined): string | undefined {
  let key = id;
  if (!values) return key;
  for (const name in values) {
    const value = values[name];
    const type = typeof value;
    if (
      value !== null &&
      value !== undefined &&
      type !== "string" &&
      type !== "number" &&
      type !== "boolean"
    ) {
      return undefined;
    }
    key += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return key;
}

const translators = new WeakMap<IntlShape<string>, Translate>();

/**
 * `t(id, values)` for one catalog, each text kept once it is formatted: formatjs serializes the
 * message's parsed form and its formats to find its formatter on every call (its memoizer keys on
 * JSON.stringify of them), which was a twentieth of drawing 100 deck cards (npm run bench -- render)
 * for the same few texts ("Done", "+10 points"). A text is a pure function of its catalog, its id
 * and its plain values.
 */
export function translatorOf(intl: IntlShape<string>): Translate {
  let translate = translators.get(intl);
  if (translate) return translate;
  const kept = new Map<string, string>();
  translate = (id, values) => {
    const key = keyOf(id, values);
    if (key === undefined) return intl.formatMessage({ id }, values);
    let text = kept.get(key);
    if (text === undefined) {
      if (kept.size >= MAX_KEPT) kept.clear();
      text = intl.formatMessage({ id }, values);
      kept.set(key, text);
    }
    return text;
  };
  translators.set(intl, translate);
  return translate;
}
