import type { ProgramDraft } from "../../../../card-schemas";

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
