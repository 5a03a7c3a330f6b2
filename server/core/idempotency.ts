/**
 * One mechanism for every client-given idempotency key (as payment APIs do): the key is stored with
 * a hash of the request it came with, in the write's own transaction. The same request again gets
 * the first answer and writes nothing; another request under the same key is refused with 422
 * IDEMPOTENCY_KEY_REUSED and writes nothing either.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import { IdempotencyKeyReused } from "./errors";

export interface IdempotentRequest {
  userId: string;
  /** The client's key. */
  key: string;
  /** Method and path as called, e.g. `POST /api/patient/autors/coach/subscribe`. */
  route: string;
  /** The parsed body, key included. */
  body: unknown;
}

/** JSON with object keys sorted at every depth: one text per value, whatever the client's key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(request: Pick<IdempotentRequest, "route" | "body">): string {
  return crypto
    .createHash("sha256")
    .update(canonicalJson({ route: request.route, body: request.body }))
    .digest("hex");
}

/**
 * Runs `work` once per key, in `trx`, and keeps its answer. A concurrent request with the same key
 * waits on the key's row until the first commits (then answers its answer) or rolls back (then
 * runs itself): a failed request does not use the key up.
 */
export async function once<T>(
  trx: Knex.Transaction,
  request: IdempotentRequest,
  work: () => Promise<T>,
): Promise<T> {
  const where = { userId: request.userId, key: request.key };
  const hash = requestHash(request);
  const claimed = await trx("idempotencyKeys")
    .insert({ ...where, requestHash: hash })
    .onConflict(["userId", "key"])
    .ignore()
    .returning("key");
  if (claimed.length === 0) {
    const first = await trx("idempotencyKeys").where(where).first("requestHash", "answer");
    if (first.requestHash !== hash) throw new IdempotencyKeyReused();
    return first.answer as T;
  }
  const answer = await work();
  await trx("idempotencyKeys")
    .where(where)
    .update({ answer: JSON.stringify(answer) });
  return answer;
}
