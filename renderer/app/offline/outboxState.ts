/**
 * What the outbox holds (docs/features/offline.md), as the screens read it: the writes kept while
 * the network was out, in the order they were made, and those the server refused on replay. This
 * file has no storage code: the outbox (outbox.ts, loaded lazily) fills it, so the deck's first
 * card pays only for these few lines.
 */
import { useSyncExternalStore } from "react";
import type { ApiCallKey } from "../../../card-schemas/apiCalls";

/** The writes the outbox replays: each takes the client `key` that makes a replay land once. */
export const OUTBOX_CALLS = [
  "POST /api/patient/notifications/validate/:notificationId",
  "PUT /api/patient/dailyActivity",
  "POST /api/patient/symptomEvents",
  "POST /api/patient/medicationIntakes",
] as const satisfies readonly ApiCallKey[];
export type OutboxCall = (typeof OUTBOX_CALLS)[number];

/** One kept write. */
export interface OutboxEntry {
  /** The idempotency key sent in its body: also the entry's id. */
  key: string;
  call: OutboxCall;
  params?: Record<string, string>;
  /** The body as it is sent, `key` included. */
  body: Record<string, unknown> & { key: string };
  /** When the patient made it (ISO). */
  madeAt: string;
  /** The rewards a completed card will pay once it lands (0 for any other write). */
  rewards: number;
  /** Whether it moves the wheel's counter once it lands (a completed card). */
  movesWheel: boolean;
  /** The server's refusal on replay (a 4xx): the entry is kept to be shown until dismissed. */
  refused?: { status: number; code: string; message?: string };
}

let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();

/** Replaces what the screens show (the outbox calls it after each change). */
export function showOutbox(next: readonly OutboxEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every entry, pending and refused. */
export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => entries,
    () => entries,
  );
}

/** What is still to land: the rewards it will pay and the cards that will move the wheel. */
export interface Pending {
  writes: number;
  rewards: number;
  wheel: number;
}

export function pendingOf(list: readonly OutboxEntry[]): Pending {
  const waiting = list.filter((entry) => !entry.refused);
  return {
    writes: waiting.length,
    rewards: waiting.reduce((sum, entry) => sum + entry.rewards, 0),
    wheel: waiting.filter((entry) => entry.movesWheel).length,
  };
}

/** The writes still to land, for the balance and the wheel's counter. */
export function usePending(): Pending {
  return pendingOf(useOutboxEntries());
}
