/**
 * The external view of a connection (docs/features/sharing.md): the kinds the patient switched
 * on, over the shared period, for whoever holds the key (and the password, when one is set). Every
 * read, whatever its outcome, is written to the connection's access log; wrong passwords lock the
 * key (counted from that log, so every server process sees the same lock).
 */
import crypto from "node:crypto";
import type { Language, SharedData } from "../../../card-schemas";
import {
  EXTERNAL_LOCK_MINUTES,
  connectionStatus,
  externalAddressLock,
} from "../../../engine/sharing/connections";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { runUseCase } from "../../core/useCase";
import { HttpError, NotFound, RateLimited } from "../../core/errors";
import type { ConnectionRow } from "./connectionRow";
import { verifyPassword } from "../accounts";
import { readSharedSeries } from "./sharedSeries";

type Outcome = "SUCCESS" | "PASSWORD_REQUIRED" | "WRONG_PASSWORD" | "RATE_LIMITED" | "GONE";

export class ConnectionGone extends HttpError {
  constructor() {
    super(410, "CONNECTION_GONE", "This connection is no longer shared");
  }
}

export class WrongConnectionPassword extends HttpError {
  /** `triesLeft`: for a wrong password, how many more the reader's address may give before its lock. */
  constructor(code: "PASSWORD_REQUIRED" | "WRONG_PASSWORD", triesLeft?: number) {
    super(
      401,
      code,
      code === "PASSWORD_REQUIRED" ? "This connection needs its password" : "Wrong password",
      triesLeft === undefined ? undefined : [{ triesLeft }],
    );
  }
}

/** A connection opened from outside: its row, its patient's clock, language and name sources. */
export type OpenedConnection = ConnectionRow & {
  timeZone: string;
  language: Language;
  email: string;
  userName: string | null;
  firstName: string | null;
};

const ipHashOf = (salt: string, ip: string) =>
  crypto.createHmac("sha256", salt).update(ip).digest("base64url").slice(0, 16);

/** Reads what the connection of `key` shares, or throws 404, 401, 429 or 410 (after logging the read). */
export async function readExternal(
  deps: AppDeps,
  key: string,
  password: string | undefined,
  ip: string,
  language?: Language,
): Promise<SharedData> {
  const { connection, today } = await openExternal(deps, key, password, ip);
  return readSharedSeries(deps, connection, today, language ?? connection.language);
}

/**
 * Opens the connection of `key` for an outside reader (a read or a download): throws 404, 401
 * (with the address's tries left for a wrong password), 429 or 410 once the attempt is logged.
 */
export async function openExternal(
  deps: AppDeps,
  key: string,
  password: string | undefined,
  ip: string,
): Promise<{ connection: OpenedConnection; today: string }> {
  const now = deps.now();
  const { outcome, retryAfter, triesLeft, connection } = await runUseCase(deps.db, {
    // The connection's row stays locked while its password is checked: concurrent guesses count one by one.
    load: async (trx) => {
      const row = (await trx("connections")
        .join("users", "users.id", "connections.userId")
        .leftJoin("patientInfo", "patientInfo.id", "connections.userId")
        .where("connections.key", key)
        .forUpdate("connections")
        .first(
          "connections.*",
          "users.timeZone as timeZone",
          "users.language as language",
          "users.email as email",
          "users.name as userName",
          "patientInfo.firstName as firstName",
        )) as OpenedConnection | undefined;
      if (!row) throw new NotFound("No such connection");
      return row;
    },
    // Every outcome is logged, refusals too: they are thrown once the log is committed. Finding the
    // outcome reads the recent wrong passwords and checks the password, so it happens here.
    write: async (trx, _decision, row) => {
      const today = localDay(now, row.timeZone);
      const ipHash = ipHashOf(row.ipSalt, ip);
      const outcomeOf = async (): Promise<{ outcome: Outcome; retryAfter: number; triesLeft?: number }> => {
        if (row.deletedAt || connectionStatus(row, today) === "EXPIRED")
          return { outcome: "GONE", retryAfter: 0 };
        // Every address's recent wrong passwords: this address's own lock, and the key's far higher one.
        const wrong = (
          (await trx("connectionAccesses")
            .where({ connectionId: row.id, outcome: "WRONG_PASSWORD" })
            .andWhere("at", ">", new Date(now.getTime() - EXTERNAL_LOCK_MINUTES * 60_000))
            .select("at", "ipHash")) as Array<{ at: Date; ipHash: string }>
        ).map((access) => ({ at: access.at.getTime(), ipHash: access.ipHash }));
        const { lockSeconds } = externalAddressLock(wrong, ipHash, now.getTime());
        if (lockSeconds > 0) return { outcome: "RATE_LIMITED", retryAfter: lockSeconds };
        if (row.passwordHash && password === undefined)
          return { outcome: "PASSWORD_REQUIRED", retryAfter: 0 };
        if (row.passwordHash && !(await verifyPassword(row.passwordHash, password ?? ""))) {
          const after = [...wrong, { at: now.getTime(), ipHash }];
          return {
            outcome: "WRONG_PASSWORD",
            retryAfter: 0,
            triesLeft: externalAddressLock(after, ipHash, now.getTime()).triesLeft,
          };
        }
        return { outcome: "SUCCESS", retryAfter: 0 };
      };
      const decided = await outcomeOf();
      await trx("connectionAccesses").insert({
        connectionId: row.id,
        userId: row.userId,
        at: now,
        ipHash,
        outcome: decided.outcome,
      });
      if (decided.outcome === "SUCCESS" && !row.firstReadAt) {
        await trx("connections").where({ id: row.id }).update({ firstReadAt: now });
      }
      return { ...decided, connection: row };
    },
  });
  if (outcome === "GONE") throw new ConnectionGone();
  if (outcome === "RATE_LIMITED") throw new RateLimited(retryAfter);
  if (outcome === "PASSWORD_REQUIRED") throw new WrongConnectionPassword(outcome);
  if (outcome === "WRONG_PASSWORD") throw new WrongConnectionPassword(outcome, triesLeft ?? 0);
  return { connection, today: localDay(now, connection.timeZone) };
}
