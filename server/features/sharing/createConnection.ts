/**
 * A patient makes a connection (docs/features/sharing.md): a long random key, the kinds it shares,
 * an expiration date and an optional password (argon2id).
 */
import crypto from "node:crypto";
import type { Connection, NewConnection } from "../../../card-schemas";
import { CONNECTION_KEY_BYTES, defaultExpirationDate } from "../../../engine/sharing/connections";
import { localDay } from "../../../engine/shared/dates";
import type { Knex } from "knex";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import { type IdempotentRequest } from "../../core/idempotency";
import { runUseCase } from "../../core/useCase";
import { hashPassword } from "../accounts";
import type { ConnectionRow } from "./connectionRow";
import { presentConnection } from "./present";

const randomToken = (bytes: number) => crypto.randomBytes(bytes).toString("base64url");

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
  const today = localDay(deps.now(), user.timeZone);
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
        userId: user.id,
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
    return presentConnection(row as ConnectionRow, today, deps.config.publicUrl);
  };
  if (!request) return make(deps.db);
  // The client's key is claimed first: a retry answers the first connection.
  return runUseCase(deps.db, { load: async () => undefined, write: make }, { idempotency: request });
}
