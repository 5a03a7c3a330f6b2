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
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 20_000;

export class SessionStore {
  private readonly cache = new Map<string, { user: User; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Opens a session for `userId` and returns its token. */
  open(userId: string): Promise<string> {
    return openSession(this.db, userId);
  }

  /** The user of a live session, or undefined. */
  async userOf(token: string): Promise<User | undefined> {
    const now = this.clock();
    const hit = this.cache.get(token);
    if (hit && hit.until > now) return hit.user;
    this.cache.delete(token);
    const user = await userOfSession(this.db, token);
    if (user) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(token, { user, until: now + SESSION_CACHE_MS });
    }
    return user;
  }

  /** Ends the session everywhere (the row is deleted) and at once on this process. */
  async close(token: string): Promise<void> {
    this.cache.delete(token);
    await closeSession(this.db, token);
  }
}
