/**
 * Rules on the actions of a program's journal that its schema cannot say (docs/features/programs.md,
 * "Drafts, versions, publishing"): an end-of-study action always ends its own program, and every text
 * of an action is written in every language of the program before it is published.
 */

/** The task type of the action that ends a program; its `studyId` is always the program's own id. */
export const END_STUDY_TASK = "END_STUDY";

/** An action as a journal holds it: only what these rules read. */
export interface JournalActionLike {
  uniqueId: string;
  taskType: string;
  params?: unknown;
}

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const studyIdOf = (action: JournalActionLike): unknown =>
  isObject(action.params) ? action.params.studyId : undefined;

/**
 * The journal with each end-of-study action pointing at `programId`: those without a study get it;
 * with `everyOne`, those naming another program too (a copy of a program ends the copy).
 */
export function withOwnStudyIds<T extends JournalActionLike>(
  journal: readonly T[],
  programId: string,
  everyOne = false,
): T[] {
  return journal.map((action) => {
    if (action.taskType !== END_STUDY_TASK) return action;
    const studyId = studyIdOf(action);
    const unset = studyId === undefined || studyId === null || studyId === "";
    if (!unset && !everyOne) return action;
    const params = isObject(action.params) ? action.params : {};
    return { ...action, params: { ...params, studyId: programId } };
  });
}

/** Each end-of-study action that names another program than `programId`, by its place in the journal. */
export function foreignStudyIds(
  journal: readonly JournalActionLike[],
  programId: string,
): { index: number; uniqueId: string; studyId: unknown }[] {
  return journal.flatMap((action, index) => {
    if (action.taskType !== END_STUDY_TASK) return [];
    const studyId = studyIdOf(action);
    return studyId === programId ? [] : [{ index, uniqueId: action.uniqueId, studyId }];
  });
}

/**
 * Whether a string of this schema is a text people read, written in each language (as the editor's
 * forms treat it): no list of values, constant, pattern or format, which mark ids, codes and links.
 */
export function isFreeText(schema: unknown): boolean {
  return (
    isObject(schema) &&
    schema.type === "string" &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.pattern === undefined &&
    schema.format === undefined
  );
}

/** The option of a list of typed blocks that `value` is, by its `type` constant. */
function optionOf(options: unknown[], value: Record<string, unknown>): Schema | undefined {
  return options.find(
    (option): option is Schema =>
      isObject(option) &&
      isObject(option.properties) &&
      isObject(option.properties.type) &&
      option.properties.type.const === value.type,
  );
}

function textPaths(schema: unknown, value: unknown, path: string[], out: string[]): void {
  if (!isObject(schema)) return;
  if (typeof value === "string") {
    if (value.trim() !== "" && isFreeText(schema)) out.push(path.join("."));
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => textPaths(schema.items, item, [...path, String(index)], out));
    return;
  }
  if (!isObject(value)) return;
  if (Array.isArray(schema.oneOf)) {
    const option = optionOf(schema.oneOf, value);
    if (option) textPaths({ ...schema, ...option, oneOf: undefined }, value, path, out);
    return;
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [key, child] of Object.entries(value)) textPaths(properties[key], child, [...path, key], out);
}

/**
 * The texts of an action's params, as their translation keys under the action
 * (`params.question`, `params.choices.0.label`): each non-empty free-text string of `params`,
 * read with its task's self-contained params schema.
 */
export function paramsTextKeys(schema: unknown, params: unknown): string[] {
  const out: string[] = [];
  textPaths(schema, params, [], out);
  return out.map((path) => `params.${path}`);
}

/** The texts of a program that these rules read: its languages and its texts by language. */
export interface ProgramTextsLike {
  languages?: readonly string[];
  translations?: Readonly<Record<string, Readonly<Record<string, string | undefined>> | undefined>>;
  actionsJournal?: readonly JournalActionLike[];
}

/** A text of an action missing in a language of its program. */
export interface MissingActionText {
  index: number;
  uniqueId: string;
  language: string;
  /** The text's key in the program's translations (`actions.<uniqueId>.params.question`). */
  key: string;
}

/**
 * Each text of each action that a language of the program lacks. An action's texts are its
 * free-text params (their literal is only the fallback the deck shows when a language lacks it) and
 * its title and description where any language has them; each must be in every language.
 */
export function missingActionTexts(
  program: ProgramTextsLike,
  paramsSchemaOf: (taskType: string) => unknown,
): MissingActionText[] {
  const languages = program.languages ?? [];
  const translations = program.translations ?? {};
  const has = (language: string, key: string) => (translations[language]?.[key] ?? "").trim() !== "";
  return (program.actionsJournal ?? []).flatMap((action, index) => {
    const prefix = `actions.${action.uniqueId}.`;
    const keys = new Set(
      paramsTextKeys(paramsSchemaOf(action.taskType), action.params).map((key) => prefix + key),
    );
    for (const key of ["title", "description"]) {
      if (languages.some((language) => has(language, prefix + key))) keys.add(prefix + key);
    }
    return languages.flatMap((language) =>
      [...keys]
        .filter((key) => !has(language, key))
        .map((key) => ({ index, uniqueId: action.uniqueId, language, key })),
    );
  });
}
