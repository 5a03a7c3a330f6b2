/**
 * The outbox of docs/features/offline.md: the writes a patient made without the network, kept in
 * IndexedDB per account in the order they were made, each with the idempotency `key` its body
 * carries. `replay` sends them in that order, one tab at a time (a Web Lock), and takes each out
 * only once the server has answered it: a replay cut short sends the same request again, which
 * the key makes land once (server/core/idempotency.ts). A write the server refuses (a 4xx, such as
 * a card whose day is over) is kept, marked, for the patient to read and dismiss; a network or
 * server failure stops the replay until the next one. Loaded lazily (sendOrKeep.ts, OfflineSync.tsx).
 */
import { createStore, get, update } from "idb-keyval";
import type { ApiClient } from "../api/client";
import { ApiError } from "../api/ApiError";
import { showOutbox, type OutboxEntry } from "./outboxState";

const store = createStore("outchi-outbox", "entries");
/** The Web Lock that one tab holds while it replays. */
export const REPLAY_LOCK = "outchi-outbox-replay";
/** Where the tabs of one browser tell each other that the outbox changed. */
const CHANNEL = "outchi-outbox";

let owner: string | undefined;
let channel: BroadcastChannel | undefined;

const keyOf = (userId: string) => `user:${userId}`;

async function refresh(): Promise<void> {
  showOutbox(owner ? ((await get<OutboxEntry[]>(keyOf(owner), store)) ?? []) : []);
}

async function change(userId: string, edit: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<void> {
  await update<OutboxEntry[]>(keyOf(userId), (entries) => edit(entries ?? []), store);
  if (userId === owner) await refresh();
  channel?.postMessage("changed");
}

/**
 * Shows the outbox of `userId` (the signed-in patient; none when undefined), and follows what
 * other tabs do to it.
 */
export async function openOutbox(userId: string | undefined): Promise<void> {
  owner = userId;
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void refresh();
  }
  await refresh();
}

/** Keeps a write to replay later, after those kept before it. */
export function keep(userId: string, entry: OutboxEntry): Promise<void> {
  return change(userId, (entries) =>
    entries.some((kept) => kept.key === entry.key) ? entries : [...entries, entry],
  );
}

/** Forgets a refused write once the patient has read why. */
export function dismiss(userId: string, key: string): Promise<void> {
  return change(userId, (entries) => entries.filter((entry) => entry.key !== key || !entry.refused));
}

/** A refusal that sending again would not change (a 4xx but the session's, a timeout's or a quota's). */
function isFinal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

export interface ReplayOutcome {
  /** The writes that landed, each with the server's answer. */
  landed: Array<{ entry: OutboxEntry; answer: unknown }>;
  /** Those the server refused, kept to be shown. */
  refused: OutboxEntry[];
  /** Whether some are left for later (the network or the server failed). */
  stopped: boolean;
}

/** Runs `work` while holding the replay lock, or at once where the browser has no Web Locks. */
function withReplayLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request(REPLAY_LOCK, work) : work();
}

/**
 * Sends the pending writes of `userId` in order. Each is read again from the store inside the
 * lock, so a tab that waited for another's replay sends only what that one left.
 */
export function replay(api: ApiClient, userId: string): Promise<ReplayOutcome> {
  return withReplayLock(async () => {
    const outcome: ReplayOutcome = { landed: [], refused: [], stopped: false };
    const entries = (await get<OutboxEntry[]>(keyOf(userId), store)) ?? [];
    for (const entry of entries.filter((kept) => !kept.refused)) {
      let answer: unknown;
      try {
        answer = await (api.call as (call: string, input: object) => Promise<unknown>)(entry.call, {
          params: entry.params,
          body: entry.body,
        });
      } catch (error) {
        if (!isFinal(error)) {
          outcome.stopped = true;
          break;
        }
        const refused = {
          ...entry,
          refused: { status: error.status, code: error.code, message: error.serverMessage },
        };
        await change(userId, (all) => all.map((kept) => (kept.key === entry.key ? refused : kept)));
        outcome.refused.push(refused);
        continue;
      }
      await change(userId, (all) => all.filter((kept) => kept.key !== entry.key));
      outcome.landed.push({ entry, answer });
    }
    return outcome;
  });
}
