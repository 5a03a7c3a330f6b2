/**
 * The daily deck of docs/features/deck.md: which journal actions of the patient's programs fall due on a day,
 * and the `dailyQueue` document that carries them. The server materializes what `dueActions`
 * returns once per (patient, study, action, day), so asking for the same day twice gives the same
 * cards.
 */
import type { Language } from "../../card-schemas";
import { SCHEMA_VERSION } from "../../card-schemas/version";
import { dayDiff } from "../shared/dates";

/** The subscription fields the rule reads. */
export interface QueueSubscription {
  studyId: string;
  /** The first day of the program, day 1 of its journal. */
  startDate: string;
  status: string;
  /** The published version of the program the subscription follows; absent: the live program. */
  version?: number;
}

/** One action of a program's journal: `day` is 1 on the subscription's start date. */
export interface JournalAction {
  day: number;
  uniqueId: string;
  rewards: number;
  taskType: string;
  params: Record<string, unknown>;
}

/** The program fields the rule reads. */
export interface QueueProgram {
  id: string;
  studyDuration: number;
  actionsJournal: JournalAction[];
}

/** A card to materialize for the day. */
export interface DueAction {
  studyId: string;
  uniqueId: string;
  taskType: string;
  params: Record<string, unknown>;
  rewards: number;
  date: string;
  maxDate: string;
  /** The version of the program the action comes from, when the subscription follows one. */
  version?: number;
}

/** Only programs in progress deal cards. */
export const QUEUE_SUBSCRIPTION_STATUS = "INPROGRESS";

/** The journal day (1-based) that `date` is for a subscription started on `startDate`. */
export function journalDay(startDate: string, date: string): number {
  return dayDiff(startDate, date) + 1;
}

/**
 * The actions of every in-progress subscription that fall due on `date`, from the version of the
 * program each subscription follows (`pinned`), so that a later publication never changes a running
 * deck; from the live program when that version is unknown.
 */
export function dueActions(input: {
  subscriptions: QueueSubscription[];
  programs: ReadonlyMap<string, QueueProgram>;
  pinned?: (studyId: string, version: number) => QueueProgram | undefined;
  date: string;
}): DueAction[] {
  const due: DueAction[] = [];
  for (const subscription of input.subscriptions) {
    if (subscription.status !== QUEUE_SUBSCRIPTION_STATUS) continue;
    const { version } = subscription;
    const pinned = version === undefined ? undefined : input.pinned?.(subscription.studyId, version);
    const program = pinned ?? input.programs.get(subscription.studyId);
    if (!program) continue;
    const day = journalDay(subscription.startDate, input.date);
    if (day < 1 || day > program.studyDuration) continue;
    for (const action of program.actionsJournal) {
      if (action.day !== day) continue;
      due.push({
        studyId: program.id,
        uniqueId: action.uniqueId,
        taskType: action.taskType,
        params: action.params,
        rewards: action.rewards,
        date: input.date,
        // A card belongs to its own day: missing it is what breaks a streak.
        maxDate: input.date,
        ...(pinned ? { version } : {}),
      });
    }
  }
  return due;
}

/** Cards are dealt oldest first, then in journal order (the order they were materialized). */
export function sortCards<T extends { date: string; order: number }>(cards: T[]): T[] {
  return [...cards].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
}

/** The parts of the daily queue document that the server knows. */
export interface QueueDocumentInput<Card> {
  locale: Language;
  date: string;
  luckyOutchi: number;
  bank: { amount: number };
  cards: Card[];
}

/** Builds the `dailyQueue` document (schema card-schemas/documents/dailyQueue). */
export function assembleDailyQueue<Card>(input: QueueDocumentInput<Card>) {
  return {
    screen: "dailyQueue" as const,
    schemaVersion: SCHEMA_VERSION,
    locale: input.locale,
    date: input.date,
    data: { luckyOutchi: input.luckyOutchi, bank: { amount: input.bank.amount } },
    cards: input.cards,
  };
}
