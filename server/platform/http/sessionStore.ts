/**
 * Sessions as routes and the session middleware use them: the database is the truth, and a short
 * in-memory cache spares the query that every signed-in request would otherwise make (npm run bench
 * measures the difference). A sign-out on this process takes effect at once; on another process of
 * a multi-instance deployment, within SESSION_CACHE_MS.
 */
import type { Db } from "../db/connection";
import type { User } from "../db/models";
import { closeSession, openSession, userOfSession } from "./sessions";

/** How long a session, once read, is trusted without asking the database again. */
export const SESSION_CACHE_MS = 10_000;
/** A session used in its last this many ms is read again before it expires. */
export const REFRESH_AHEAD_MS = 3_000;
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 20_000;

export class SessionStore {
  private readonly cache = new Map<string, { user: User; until: number }>();
  /** Reads under way: requests arriving together with one token (a page's calls) share one query. */
  private readonly reading = new Map<string, Promise<User | undefined>>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

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
    const hit = this.cache.get(token);
    if (!hit) return undefined;
    const left = hit.until - this.clock();
    if (left <= 0) return undefined;
    if (left <= REFRESH_AHEAD_MS && !this.reading.has(token)) {
      // A failure here is met again, and answered, by the request that finds the entry expired.
      this.read(token).catch(() => undefined);
    }
    return hit.user;
  }

  /** The user of a live session, or undefined. */
  userOf(token: string): Promise<User | undefined> {
    const cached = this.cached(token);
    if (cached) return Promise.resolve(cached);
    return this.reading.get(token) ?? this.read(token);
  }

  /** Reads the session from the database, and keeps what it finds unless it closed meanwhile. */
  private read(token: string): Promise<User | undefined> {
    // Trusted from the moment the read starts, never longer.
    const until = this.clock() + SESSION_CACHE_MS;
    const read: Promise<User | undefined> = userOfSession(this.db, token).then(
      (user) => {
        // A sign-out during the read took it away: what the read found is not kept.
        if (this.reading.get(token) === read) {
          this.reading.delete(token);
          if (user) this.remember(token, user, until);
          else this.cache.delete(token);
        }
        return user;
      },
      (err: unknown) => {
        if (this.reading.get(token) === read) this.reading.delete(token);
        throw err;
      },
    );
    this.reading.set(token, read);
    return read;
  }

  private remember(token: string, user: User, until: number): void {
    // Deleted first, so that a refreshed entry moves to the young end of the eviction order.
    this.cache.delete(token);
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(token, { user, until });
  }

  /**
   * Puts a user's changed account (their language…) in their sessions cached on this process;
   * another process reads it within SESSION_CACHE_MS.
   */
  updateUser(user: User): void {
    for (const [token, hit] of this.cache) {
      if (hit.user.id === user.id) this.cache.set(token, { user, until: hit.until });
    }
  }

  /** Ends the session everywhere (the row is deleted) and at once on this process. */
  async close(token: string): Promise<void> {
    this.cache.delete(token);
    this.reading.delete(token);
    await closeSession(this.db, token);
  }
}
