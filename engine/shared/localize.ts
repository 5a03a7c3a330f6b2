/**
 * Program texts live in the translations table; the literal strings inside a journal entry's
 * params are only the fallback. A string at path `choices.0.label` of action `breathe` in study
 * `tour` is looked up as `study.tour.actions.breathe.params.choices.0.label`.
 */

export type TranslationLookup = (key: string) => string | undefined;

/** The translation key prefix of one action of a study. */
export function actionKeyPrefix(studyId: string, uniqueId: string): string {
  return `study.${studyId}.actions.${uniqueId}`;
}

/** Returns a copy of `params` whose string leaves are replaced by their translation, if any. */
export function localizeParams<T>(params: T, lookup: TranslationLookup, prefix: string): T {
  return localizeValue(params, lookup, `${prefix}.params`) as T;
}

function localizeValue(value: unknown, lookup: TranslationLookup, key: string): unknown {
  if (typeof value === "string") return lookup(key) ?? value;
  if (Array.isArray(value)) return value.map((item, i) => localizeValue(item, lookup, `${key}.${i}`));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, localizeValue(v, lookup, `${key}.${k}`)]),
    );
  }
  return value;
}
