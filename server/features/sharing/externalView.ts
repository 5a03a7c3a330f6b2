/**
 * The external view of a connection (docs/features/sharing.md): the kinds the patient switched
 * on, over the shared period, for whoever holds the key (and the password, when one is set). Every
 * read, whatever its outcome, is written to the connection's access log; wrong passwords lock the
 * key (counted from that log, so every server process sees the same lock).
 */
import crypto from "node:crypto";
import type { SharedData, SharedKind } from "../../../card-schemas";
import {
  EXTERNAL_LOCK_MINUTES,
  connectionStatus,
  externalLock,
  sharedPeriod,
} from "../../../engine/sharing/connections";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { runUseCase } from "../../core/useCase";
import { HttpError, NotFound, RateLimited } from "../../core/errors";
import type { ConnectionRow } from "./connectionRow";
import { verifyPassword } from "../accounts";

type Outcome = "SUCCESS" | "PASSWORD_REQUIRED" | "WRONG_PASSWORD" | "RATE_LIMITED" | "GONE";

export class ConnectionGone extends HttpError {
  constructor() {
    super(410, "CONNECTION_GONE", "This connection is no longer shared");
  }
}

export class WrongConnectionPassword extends HttpError {
  constructor(code: "PASSWORD_REQUIRED" | "WRONG_PASSWORD") {
    super(401, code, code === "PASSWORD_REQUIRED" ? "This connection needs its password" : "Wrong password");
  }
}

const ipHashOf = (salt: string, ip: string) =>
  crypto.createHmac("sha256", salt).update(ip).digest("base64url").slice(0, 16);

/** Reads what the connection of `key` shares, or throws 404, 401, 429 or 410 (after logging the read). */
export async function readExternal(
  deps: AppDeps,
  key: string,
  password: string | undefined,
  ip: string,
): Promise<SharedData> {
  const now = deps.now();
  const { outcome, retryAfter, connection } = await runUseCase(deps.db, {
    // The connection's row stays locked while its password is checked: concurrent guesses count one by one.
    load: async (trx) => {
      const row = (await trx("connections")
        .join("users", "users.id", "connections.userId")
        .where("connections.key", key)
        .forUpdate("connections")
        .first("connections.*", "users.timeZone as timeZone")) as
        (ConnectionRow & { timeZone: string }) | undefined;
      if (!row) throw new NotFound("No such connection");
      return row;
    },
    // Every outcome is logged, refusals too: they are thrown once the log is committed. Finding the
    // outcome reads the recent wrong passwords and checks the password, so it happens here.
    write: async (trx, _decision, row) => {
      const today = localDay(now, row.timeZone);
      const outcomeOf = async (): Promise<{ outcome: Outcome; retryAfter: number }> => {
        if (row.deletedAt || connectionStatus(row, today) === "EXPIRED")
          return { outcome: "GONE", retryAfter: 0 };
        const wrong: Array<{ at: Date }> = await trx("connectionAccesses")
          .where({ connectionId: row.id, outcome: "WRONG_PASSWORD" })
          .andWhere("at", ">", new Date(now.getTime() - EXTERNAL_LOCK_MINUTES * 60_000))
          .select("at");
        const lock = externalLock(
          wrong.map((access) => access.at.getTime()),
          now.getTime(),
        );
        if (lock > 0) return { outcome: "RATE_LIMITED", retryAfter: lock };
        if (row.passwordHash && password === undefined)
          return { outcome: "PASSWORD_REQUIRED", retryAfter: 0 };
        if (row.passwordHash && !(await verifyPassword(row.passwordHash, password ?? ""))) {
          return { outcome: "WRONG_PASSWORD", retryAfter: 0 };
        }
        return { outcome: "SUCCESS", retryAfter: 0 };
      };
      const decided = await outcomeOf();
      await trx("connectionAccesses").insert({
        connectionId: row.id,
        userId: row.userId,
        at: now,
        ipHash: ipHashOf(row.ipSalt, ip),
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
  if (outcome === "PASSWORD_REQUIRED" || outcome === "WRONG_PASSWORD")
    throw new WrongConnectionPassword(outcome);
  return sharedData(deps, connection, localDay(now, connection.timeZone));
}

interface DayValue {
  name: string;
  date: string;
  value: number;
}

/** Rows of (name, day, value), already ordered by name and day, as series. */
function series(rows: readonly DayValue[]): SharedKind {
  const byName = new Map<string, SharedKind[number]>();
  for (const row of rows) {
    let one = byName.get(row.name);
    if (!one) byName.set(row.name, (one = { name: row.name, points: [] }));
    one.points.push({ date: row.date, value: Number(row.value) });
  }
  return [...byName.values()];
}

async function sharedData(deps: AppDeps, connection: ConnectionRow, today: string): Promise<SharedData> {
  const createdDay = connection.createdAt.toISOString().slice(0, 10);
  const { from, to } = sharedPeriod(createdDay, connection.expirationDate, today);
  const userId = connection.userId;
  const rows = async (sql: string): Promise<DayValue[]> =>
    (await deps.db.raw<{ rows: DayValue[] }>(sql, { userId, from, to })).rows;
  const data: SharedData = { name: connection.name, from, to };
  if (connection.symptoms) {
    data.symptoms = series(
      await rows(`select symptom as name, to_char(date, 'YYYY-MM-DD') as date, max(intensity) as value
        from symptom_events where user_id = :userId and date between :from and :to
        group by symptom, date order by symptom, date`),
    );
  }
  if (connection.medicationIntakes) {
    data.medicationIntakes = series(
      await rows(`select coalesce(m.name, i.medication_id) as name,
          to_char(i.datetime at time zone u.time_zone, 'YYYY-MM-DD') as date, count(*) as value
        from medication_intakes i join users u on u.id = i.user_id
        left join medications m on m.id = i.medication_id
        where i.user_id = :userId
          and (i.datetime at time zone u.time_zone)::date between :from and :to
        group by 1, 2 order by 1, 2`),
    );
  }
  if (connection.triggers) {
    data.triggers = series(
      await rows(`select t.trigger as name, to_char(e.date, 'YYYY-MM-DD') as date, count(*) as value
        from symptom_events e, jsonb_array_elements_text(coalesce(e.variables->'triggers', '[]')) as t(trigger)
        where e.user_id = :userId and e.date between :from and :to
        group by 1, 2 order by 1, 2`),
    );
  }
  if (connection.questionnaires) {
    data.questionnaires = series(
      await rows(`select distinct on (r.questionnaire_id, d.date) r.questionnaire_id as name,
          to_char(d.date, 'YYYY-MM-DD') as date, r.score as value
        from questionnaire_records r join users u on u.id = r.user_id,
          lateral (select (r.datetime at time zone u.time_zone)::date as date) d
        where r.user_id = :userId and d.date between :from and :to
        order by r.questionnaire_id, d.date, r.datetime desc`),
    );
  }
  return data;
}
