import type { ApiCallKey } from "../../../card-schemas/apiCalls";
import type { ApiCalls } from "../../../card-schemas";

/** The parts of a call's input that name what it reads (its body never does). */
type KeyInput<K extends ApiCallKey> = { params?: ApiCalls[K]["params"]; query?: ApiCalls[K]["query"] };

/**
 * The query key of a call: its contract key, then its path parameters and query. A key of the call
 * alone (`callKey("GET /api/patient/todo")`) is the prefix of all of them, so invalidating it
 * reaches every day's deck; invalidation names calls, never strings of its own.
 */
export function callKey<K extends ApiCallKey>(key: K): readonly [K];
export function callKey<K extends ApiCallKey>(
  key: K,
  input: KeyInput<K>,
): readonly [K, NonNullable<unknown>, NonNullable<unknown>];
export function callKey<K extends ApiCallKey>(key: K, input?: KeyInput<K>): readonly unknown[] {
  if (!input) return [key];
  const { params, query } = input as { params?: object; query?: object };
  return [key, params ?? {}, query ?? {}];
}
