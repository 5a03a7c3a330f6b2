import type { ProgramDraft } from "../../../../card-schemas";
import { MEDIA_URL_PATTERN, PICTURE_URL_PATTERN } from "../../../../card-schemas/mediaLink";
import { END_STUDY_TASK, isFreeText } from "../../../../engine/programs/programActions";

/** One action of a program's journal, as the draft holds it. */
export type JournalEntry = NonNullable<ProgramDraft["actionsJournal"]>[number];

/** The journal's actions by day, days in order, each action with its place in the journal. */
export function byDay(
  journal: readonly JournalEntry[],
): [day: number, entries: { action: JournalEntry; index: number }[]][] {
  const days = new Map<number, { action: JournalEntry; index: number }[]>();
  journal.forEach((action, index) => {
    const entries = days.get(action.day) ?? [];
    entries.push({ action, index });
    days.set(action.day, entries);
  });
  return [...days.entries()].sort(([a], [b]) => a - b);
}

/** A new action's id: readable, a slug as the schema wants, and unique within the journal. */
export function newActionId(journal: readonly JournalEntry[], taskType: string, day: number): string {
  const base = `${taskType.toLowerCase().replace(/_/g, "-")}-d${day}`;
  const taken = new Set(journal.map((action) => action.uniqueId));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const LINK_PATTERNS: unknown[] = [MEDIA_URL_PATTERN, PICTURE_URL_PATTERN];

/** The value without its texts and media, or undefined when it is one of them. */
function withoutContent(schema: unknown, value: unknown): unknown {
  const node = isObject(schema) ? schema : {};
  if (typeof value === "string") {
    return isFreeText(node) || LINK_PATTERNS.includes(node.pattern) ? undefined : value;
  }
  if (Array.isArray(value)) {
    // A list of things written (choices, blocks) starts empty; a list of codes is kept.
    const kept = value.map((item) => withoutContent(node.items, item));
    return JSON.stringify(kept) === JSON.stringify(value) ? value : [];
  }
  if (!isObject(value)) return value;
  let properties = isObject(node.properties) ? node.properties : {};
  if (Array.isArray(node.oneOf)) {
    const option = node.oneOf.find(
      (candidate) =>
        isObject(candidate) &&
        isObject(candidate.properties) &&
        isObject(candidate.properties.type) &&
        candidate.properties.type.const === value.type,
    );
    properties = isObject(option) && isObject(option.properties) ? option.properties : properties;
  }
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) => {
      const kept = withoutContent(properties[key], child);
      return kept === undefined ? [] : [[key, kept]];
    }),
  );
}

/**
 * The params a new action of a task type starts from: its schema's example without any text or
 * picture (the author writes them, in each of the program's languages), keeping the settings that
 * are not written (a data value, a kind of media, flags); an end-of-study action ends this program.
 */
export function emptyParams(schema: unknown, taskType: string, programId: string): JournalEntry["params"] {
  const example = (isObject(schema) && Array.isArray(schema.examples) ? schema.examples[0] : undefined) ?? {};
  const params = (withoutContent(schema, structuredClone(example)) ?? {}) as Schema;
  if (taskType === END_STUDY_TASK) params.studyId = programId;
  return params as JournalEntry["params"];
}
