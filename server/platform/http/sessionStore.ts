/**
 * Sessions as routes and the session middleware use them: the database is the truth, and a short
 * in-memory cache spares the query that every signed-in request would otherwise make (npm run bench
 * measures the difference). A sign-out, a deleted account or a changed one reaches every process at
 * once: each revocation is announced on the realtime connection, and a process that cannot hear
 * the announcements (its LISTEN connection is down) trusts no cached session until it can again.
 */
import type { Db } from "../db/connection";
import type { User } from "../db/models";
import type { Realtime, SessionRevocation } from "../realtime";
import { closeSession, hashToken, openSession, userOfSession } from "./sessions";

/** How long a session, once read, is trusted without asking the database again. */
export const SESSION_CACHE_MS = 10_000;
/** A session used in its last this many ms is read again before it expires. */
export const REFRESH_AHEAD_MS = 3_000;
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 20_000;

export interface SessionStoreOptions {
  /** Where revocations are announced and heard; without it (a test's lone store) none are. */
  realtime?: Realtime;
  clock?: () => number;
}

export class SessionStore {
  /** Cached sessions by their stored id (the token's hash), which is what revocations name. */
  private readonly cache = new Map<string, { user: User; until: number }>();
  /** Reads under way: requests arriving together with one token (a page's calls) share one query. */
  private readonly reading = new Map<string, Promise<User | undefined>>();
  private readonly db: Db;
  private readonly realtime: Realtime | undefined;
  private readonly clock: () => number;

  constructor(db: Db, options: SessionStoreOptions = {}) {
    this.db = db;
    this.realtime = options.realtime;
    this.clock = options.clock ?? Date.now;
    this.realtime?.onSessionRevoked((revoked) => this.forget(revoked));
  }

  /** Drops what a revocation names from this process's cache ("all": everything). */
  private forget(revoked: SessionRevocation | "all"): void {
    if (revoked === "all") {
      this.cache.clear();
      this.reading.clear();
    } else if ("sessionId" in revoked) {
      this.cache.delete(revoked.sessionId);
      this.reading.delete(revoked.sessionId);
    } else {
      for (const [id, hit] of this.cache) if (hit.user.id === revoked.userId) this.cache.delete(id);
      // A read under way may have found the user as it was: it is not kept (read() checks).
      this.reading.clear();
    }
  }

  /** Whether a cached session may be trusted: only while this process hears every revocation. */
  private trusted(): boolean {
    if (!this.realtime || this.realtime.listening) return true;
    this.realtime.keepListening();
    return false;
  }

  /** Opens a session for `userId` and returns its token. */
  open(userId: string): Promise<string> {
    return openSession(this.db, userId);
  }

  /**
   * The user of a session read less than SESSION_CACHE_MS ago, without waiting: the path of almost
   * every signed-in request. Undefined when the session must be read (`userOf`). A session in use
   * in the last REFRESH_AHEAD_MS of its time is read again in the background, so that no request
   * waits on the database for it (a slow query would hold every call of the user's page).
   */
  cached(token: string): User | undefined {
    if (!this.trusted()) return undefined;
    const hit = this.cache.get(hashToken(token));
    if (!hit) return undefined;
    const left = hit.until - this.clock();
    if (left <= 0) return undefined;
    if (left <= REFRESH_AHEAD_MS && !this.reading.has(hashToken(token))) {
      // A failure here is met again, and answered, by the request that finds the entry expired.
      this.read(token).catch(() => undefined);
    }
    return hit.user;
  }

  /** The user of a live session, or undefined. */
  userOf(token: string): Promise<User | undefined> {
    const cached = this.cached(token);
    if (cached) return Promise.resolve(cached);
    return this.reading.get(hashToken(token)) ?? this.read(token);
  }

  /** Reads the session from the database, and keeps what it finds unless it closed meanwhile. */
  private read(token: string): Promise<User | undefined> {
    // Trusted from the moment the read starts, never longer.
    const until = this.clock() + SESSION_CACHE_MS;
    const id = hashToken(token);
    const read: Promise<User | undefined> = userOfSession(this.db, token).then(
      (user) => {
        // A revocation during the read took it away: what the read found is not kept.
        if (this.reading.get(id) === read) {
          this.reading.delete(id);
          if (user && this.trusted()) this.remember(id, user, until);
          else this.cache.delete(id);
        }
        return user;
      },
      (err: unknown) => {
        if (this.reading.get(id) === read) this.reading.delete(id);
        throw err;
      },
    );
    this.reading.set(id, read);
    return read;
  }

  private remember(id: string, user: User, until: number): void {
    // Deleted first, so that a refreshed entry moves to the young end of the eviction order.
    this.cache.delete(id);
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(id, { user, until });
  }

  /**
   * A user's account changed (their language…) or went: every process reads their sessions again
   * from the database. Call it after the change is committed.
   */
  async userChanged(userId: string): Promise<void> {
    this.forget({ userId });
    await this.realtime?.publishSessionRevoked({ userId });
  }

  /** Ends the session everywhere: the row is deleted, and every process forgets it at once. */
  async close(token: string): Promise<void> {
    const sessionId = hashToken(token);
    this.forget({ sessionId });
    await closeSession(this.db, token);
    await this.realtime?.publishSessionRevoked({ sessionId });
  }
}
