/**
 * The stored events of each user's live streams (docs/architecture.md): a write that a stream tells
 * records its event in its own transaction, numbered per user in the order the writes commit. A
 * stream sends what is stored after the last number its client received, so an event reaches it
 * whether or not its notice (realtime.ts) did: across a lost LISTEN connection, a restart, or a
 * client's reconnect with `Last-Event-ID`.
 */
import type { Knex } from "knex";
import type { Db } from "./db/connection";

/**
 * Something happened to `userId`: `type` says what, `id` which row (a ledger entry for `reward`, a
 * chat message for `chat`, the author link, which names its chat, for `chatOpened`).
 */
export interface StreamEvent {
  userId: string;
  type: "reward" | "chat" | "chatOpened";
  id: string;
}

/** A stored event and its number in its user's stream (the stream's event id). */
export interface StoredStreamEvent extends StreamEvent {
  seq: number;
}

/** Each user keeps their last events up to this many, for the clients that come back. */
export const STREAM_EVENTS_KEPT = 1_000;

/**
 * Records `events` in `trx`, the transaction that writes the rows they name; publish them after
 * commit (Realtime.publish). Each user's head stays locked until commit, so one user's events
 * commit in the order of their numbers, and a reader never sees a number before a smaller one.
 */
export async function recordStreamEvents(trx: Knex.Transaction, events: StreamEvent[]): Promise<void> {
  // Users in one order, so two transactions numbering the same two users never wait on each other.
  const sorted = [...events].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  for (const event of sorted) {
    const [head] = (await trx("streamHeads")
      .insert({ userId: event.userId, lastSeq: 1 })
      .onConflict("userId")
      .merge({ lastSeq: trx.raw("stream_heads.last_seq + 1") })
      .returning("lastSeq")) as { lastSeq: number }[];
    const seq = head!.lastSeq;
    await trx("streamEvents").insert({ userId: event.userId, seq, type: event.type, refId: event.id });
    await trx("streamEvents")
      .where({ userId: event.userId })
      .where("seq", "<=", seq - STREAM_EVENTS_KEPT)
      .delete();
  }
}

/** The number of `userId`'s last event (0 before the first): a new stream sends what comes after. */
export async function streamHead(db: Db, userId: string): Promise<number> {
  const head = (await db("streamHeads").where({ userId }).first("lastSeq")) as
    { lastSeq: number } | undefined;
  return head?.lastSeq ?? 0;
}

/** `userId`'s events after number `after`, in order, `limit` at most. */
export async function streamEventsAfter(
  db: Db,
  userId: string,
  after: number,
  limit: number,
): Promise<StoredStreamEvent[]> {
  const rows = (await db("streamEvents")
    .where({ userId })
    .where("seq", ">", after)
    .orderBy("seq")
    .limit(limit)
    .select("seq", "type", "refId")) as { seq: number; type: StreamEvent["type"]; refId: string }[];
  return rows.map((row) => ({ userId, type: row.type, id: row.refId, seq: row.seq }));
}
