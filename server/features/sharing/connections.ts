/**
 * A patient's connections (docs/features/sharing.md): made with a long random key and an optional password
 * (argon2id), listed with their status, deleted (kept as deleted so the key answers 410), and the
 * log of their outside reads.
 */
import crypto from "node:crypto";
import type { Connection, ConnectionAccessLog, NewConnection } from "../../../card-schemas";
import {
  CONNECTION_KEY_BYTES,
  connectionStatus,
  defaultExpirationDate,
} from "../../../engine/sharing/connections";
import { localDay } from "../../../engine/shared/dates";
import type { Knex } from "knex";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { NotFound, ValidationError } from "../../core/errors";
import { inTransaction } from "../../platform/db/transaction";
import { once, type IdempotentRequest } from "../../core/idempotency";
import { hashPassword } from "../accounts";

export interface ConnectionRow {
  id: string;
  patientusersId: string;
  name: string;
  key: string;
  passwordHash: string | null;
  symptoms: boolean;
  medicationIntakes: boolean;
  triggers: boolean;
  questionnaires: boolean;
  expirationDate: string;
  ipSalt: string;
  firstReadAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
}

const randomToken = (bytes: number) => crypto.randomBytes(bytes).toString("base64url");

export function presentConnection(row: ConnectionRow, today: string): Connection {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    status: connectionStatus(row, today),
    shares: {
      symptoms: row.symptoms,
      medicationIntakes: row.medicationIntakes,
      triggers: row.triggers,
      questionnaires: row.questionnaires,
    },
    expirationDate: row.expirationDate,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const todayOf = (deps: AppDeps, user: User) => localDay(deps.now(), user.timeZone);

/**
 * Makes a connection. With the client's key (`request`), once: a retry after a lost answer gets the
 * first connection back and makes no second key.
 */
export async function createConnection(
  deps: AppDeps,
  user: User,
  value: NewConnection,
  request?: IdempotentRequest,
): Promise<Connection> {
  const today = todayOf(deps, user);
  const expirationDate = value.expirationDate ?? defaultExpirationDate(today);
  const name = value.name.trim();
  if (name === "") throw new ValidationError([{ path: "/value/name", message: "must not be blank" }]);
  if (expirationDate < today) {
    throw new ValidationError([{ path: "/value/expirationDate", message: "must not be before today" }]);
  }
  const passwordHash = value.password === undefined ? null : await hashPassword(value.password);
  const make = async (db: Knex) => {
    const [row] = await db("connections")
      .insert({
        id: crypto.randomUUID(),
        patientusersId: user.id,
        name,
        key: randomToken(CONNECTION_KEY_BYTES),
        passwordHash,
        symptoms: value.symptoms,
        medicationIntakes: value.medicationIntakes,
        triggers: value.triggers,
        questionnaires: value.questionnaires,
        expirationDate,
        ipSalt: randomToken(16),
        createdAt: deps.now(),
      })
      .returning("*");
    return presentConnection(row as ConnectionRow, today);
  };
  return request ? inTransaction(deps.db, (trx) => once(trx, request, () => make(trx))) : make(deps.db);
}

export async function listConnections(deps: AppDeps, user: User): Promise<{ items: Connection[] }> {
  const rows: ConnectionRow[] = await deps
    .db("connections")
    .where({ patientusersId: user.id })
    .whereNull("deletedAt")
    .orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  const today = todayOf(deps, user);
  return { items: rows.map((row) => presentConnection(row, today)) };
}

/** The patient's own live connection, or 404 (another patient's is not told apart from none). */
async function ownConnection(db: Db, user: User, id: string): Promise<ConnectionRow> {
  const row = (await db("connections")
    .where({ id, patientusersId: user.id })
    .whereNull("deletedAt")
    .first()) as ConnectionRow | undefined;
  if (!row) throw new NotFound("No such connection");
  return row;
}

export async function deleteConnection(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<Record<string, never>> {
  const row = await ownConnection(deps.db, user, id);
  await deps.db("connections").where({ id: row.id }).update({ deletedAt: deps.now() });
  return {};
}

export async function connectionAccessLog(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<ConnectionAccessLog> {
  const row = await ownConnection(deps.db, user, id);
  const accesses: Array<{
    at: Date;
    ipHash: string;
    outcome: ConnectionAccessLog["items"][number]["outcome"];
  }> = await deps
    .db("connectionAccesses")
    .where({ connectionId: row.id })
    .orderBy([
      { column: "at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .select("at", "ipHash", "outcome");
  return { items: accesses.map((access) => ({ ...access, at: access.at.toISOString() })) };
}
