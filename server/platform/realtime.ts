/**
 * Wakes the open live streams of a user (GET /api/patient/stream, docs/architecture.md) when
 * something was stored for them (streamLog.ts). On a real PostgreSQL the notice goes through
 * NOTIFY, so every server process on the database hears it and wakes its own streams; the embedded
 * database has one process, so notices are passed in-process. A notice carries the user's id only:
 * the stream reads what it sends from what is stored, so a notice lost with the connection loses
 * nothing (every stream reads again when it is back). The same LISTEN connection hears catalogue
 * changes (a program published or closed on another process) and sessions that no process may
 * trust from its cache any more (a sign-out, a deleted account).
 */
import crypto from "node:crypto";
import pg from "pg";
import type { Db } from "./db/connection";

export const REALTIME_CHANNEL = "outchi_realtime";
/** A program was published or closed: every process reads its catalogue again. */
export const CATALOG_CHANNEL = "outchi_catalog";
/** A session signed out, or every session of a user whose account changed or went: caches drop them. */
export const SESSIONS_CHANNEL = "outchi_sessions";
/** After the LISTEN connection is lost: the first try again, doubling up to the last, for ever. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** Called when something may be new in the user's stored events: read them again from the last one sent. */
export type RealtimeListener = () => void;

/** One session (by its stored id, the token's hash), or every session of a user. */
export type SessionRevocation = { sessionId: string } | { userId: string };
/** Called with a revocation, or with "all" when some may have been missed (the connection was lost). */
export type RevocationListener = (revoked: SessionRevocation | "all") => void;

function parseRevocation(payload: string | undefined): SessionRevocation | null {
  try {
    const revoked = JSON.parse(payload ?? "") as { sessionId?: unknown; userId?: unknown };
    if (typeof revoked.sessionId === "string") return { sessionId: revoked.sessionId };
    if (typeof revoked.userId === "string") return { userId: revoked.userId };
    return null;
  } catch {
    return null;
  }
}

export class Realtime {
  private readonly listeners = new Map<string, Set<RealtimeListener>>();
  private readonly catalogListeners = new Set<() => void>();
  private readonly revocationListeners = new Set<RevocationListener>();
  /** How to end each open stream of this process, for a process that stops. */
  private readonly streamEnders = new Set<() => void>();
  /** Names this process in its catalogue notices: it has read its catalogue already and skips its own. */
  private readonly processId = crypto.randomUUID();
  private client: pg.Client | undefined;
  private clientPid: number | undefined;
  private connecting: Promise<void> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectMs = RECONNECT_FIRST_MS;
  private closed = false;

  /** `databaseUrl` set: fan out through LISTEN/NOTIFY on that database; absent: in-process. */
  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string | undefined,
  ) {}

  /**
   * Calls `listener` whenever events of `userId` were stored and published, and after the LISTEN
   * connection was lost and is back (notices may have been missed meanwhile), until the returned
   * function is called.
   */
  async subscribe(userId: string, listener: RealtimeListener): Promise<() => void> {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
    try {
      await this.listen();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  /**
   * Wakes `userId`'s streams on every process to send what was stored for them (streamLog.ts). Call
   * it after the transaction that recorded the events committed; calling it again sends nothing twice.
   */
  async publish(userId: string): Promise<void> {
    if (this.databaseUrl) {
      await this.db.raw("select pg_notify(?, ?)", [REALTIME_CHANNEL, userId]);
    } else {
      this.wake(userId);
    }
  }

  /**
   * Calls `listener` whenever another process changes the catalogue, and after the LISTEN connection
   * was lost and is back (a change may have been missed meanwhile), until the returned function is called.
   */
  async onCatalogChange(listener: () => void): Promise<() => void> {
    this.catalogListeners.add(listener);
    const stop = () => void this.catalogListeners.delete(listener);
    try {
      await this.listen();
    } catch (err) {
      stop();
      throw err;
    }
    return stop;
  }

  /** Tells the other processes that the catalogue changed. Call it after the transaction committed. */
  async publishCatalogChange(): Promise<void> {
    if (this.databaseUrl) await this.db.raw("select pg_notify(?, ?)", [CATALOG_CHANNEL, this.processId]);
  }

  /**
   * Calls `listener` with each session revoked on any process, and with "all" when the LISTEN
   * connection is lost (revocations may be missed until it is back), until the returned function is
   * called. The listener is registered at once; the connection is opened in the background.
   */
  onSessionRevoked(listener: RevocationListener): () => void {
    this.revocationListeners.add(listener);
    this.keepListening();
    return () => void this.revocationListeners.delete(listener);
  }

  /** Tells every process that `revoked` may no longer be trusted from a cache. Call it after commit. */
  async publishSessionRevoked(revoked: SessionRevocation): Promise<void> {
    if (this.databaseUrl) {
      await this.db.raw("select pg_notify(?, ?)", [SESSIONS_CHANNEL, JSON.stringify(revoked)]);
    } else {
      this.revoked(revoked);
    }
  }

  /**
   * True while this process hears every other's notices: always on the embedded database (one
   * process), on PostgreSQL while the LISTEN connection is up.
   */
  get listening(): boolean {
    return !this.databaseUrl || (this.client !== undefined && !this.closed);
  }

  /** Opens the LISTEN connection if it is not open nor opening; a failure is tried again later. */
  keepListening(): void {
    if (this.listening || this.connecting || this.reconnectTimer) return;
    this.listen().catch((err: unknown) => {
      console.error("realtime connection failed:", (err as Error).message);
      this.reconnectLater();
    });
  }

  /** Registers how to end an open stream when the process stops; the returned function forgets it. */
  onStreamEnd(end: () => void): () => void {
    this.streamEnders.add(end);
    return () => void this.streamEnders.delete(end);
  }

  /**
   * Ends every open stream of this process (it stops): each client reconnects, to another process
   * behind the load balancer, from its last event id.
   */
  endStreams(): void {
    for (const end of [...this.streamEnders]) end();
    this.streamEnders.clear();
  }

  /** How many streams are open on this process (for tests and health). */
  get subscriberCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** The server process id of the LISTEN connection while it is up (for tests and operators). */
  get listenerPid(): number | undefined {
    return this.client ? this.clientPid : undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.listeners.clear();
    this.catalogListeners.clear();
    this.revoked("all");
    this.revocationListeners.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private catalogChanged(): void {
    for (const listener of [...this.catalogListeners]) {
      try {
        listener();
      } catch (err) {
        console.error("catalogue listener failed:", (err as Error).message);
      }
    }
  }

  private revoked(revoked: SessionRevocation | "all"): void {
    for (const listener of [...this.revocationListeners]) {
      try {
        listener(revoked);
      } catch (err) {
        console.error("session revocation listener failed:", (err as Error).message);
      }
    }
  }

  /** Wakes `userId`'s streams, or every stream of this process when undefined. */
  private wake(userId?: string): void {
    const sets = userId === undefined ? [...this.listeners.values()] : [this.listeners.get(userId) ?? []];
    for (const listener of sets.flatMap((set) => [...set])) {
      try {
        listener();
      } catch (err) {
        console.error("realtime listener failed:", (err as Error).message);
      }
    }
  }

  /** One LISTEN connection per process, opened with the first stream. */
  private listen(): Promise<void> {
    if (!this.databaseUrl || this.closed) return Promise.resolve();
    this.connecting ??= this.connect(this.databaseUrl).then(
      () => {
        this.reconnectMs = RECONNECT_FIRST_MS;
      },
      (err: unknown) => {
        this.connecting = undefined;
        throw err;
      },
    );
    return this.connecting;
  }

  /**
   * The LISTEN connection is gone (a restart, a cut, an outage): open streams stay open, and this
   * tries again with a growing delay for as long as anyone is subscribed, however long it takes.
   */
  private reconnectLater(): void {
    const idle =
      this.listeners.size === 0 && this.catalogListeners.size === 0 && this.revocationListeners.size === 0;
    if (this.closed || idle || this.reconnectTimer) return;
    const delay = this.reconnectMs;
    this.reconnectMs = Math.min(this.reconnectMs * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.listen().then(
        () => {
          this.revoked("all");
          this.catalogChanged();
          this.wake();
        },
        (err: unknown) => {
          console.error("realtime reconnection failed:", (err as Error).message);
          this.reconnectLater();
        },
      );
    }, delay).unref();
  }

  private async connect(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: REALTIME_CHANNEL });
    client.on("notification", (message) => {
      if (message.channel === CATALOG_CHANNEL) {
        if (message.payload !== this.processId) this.catalogChanged();
        return;
      }
      if (message.channel === SESSIONS_CHANNEL) {
        const revoked = parseRevocation(message.payload);
        if (revoked) this.revoked(revoked);
        return;
      }
      if (message.channel === REALTIME_CHANNEL && message.payload) this.wake(message.payload);
    });
    const lost = () => {
      // Only the connection in use: one that failed while opening is the caller's to report.
      if (this.client !== client) return;
      this.client = undefined;
      this.connecting = undefined;
      // Revocations sent while no one listens are lost: no cache may be trusted until it is back.
      this.revoked("all");
      this.reconnectLater();
    };
    client.on("error", (err) => {
      console.error("realtime connection error:", err.message);
      lost();
    });
    client.on("end", lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}; LISTEN ${CATALOG_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      this.clientPid = rows[0]?.pid;
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
  }
}
