/**
 * How the deck's writes go out (docs/features/offline.md): each carries a fresh idempotency `key`.
 * Online it is sent as before; offline, or when the network fails under it, it is kept in the
 * outbox (outbox.ts, loaded only then) to be replayed with the same key, which lands it once even
 * if the first request did reach the server.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { User } from "../../../card-schemas/index";
import type { ApiClient, CallAnswer, CallInput } from "../api/client";
import { meKey } from "../session/queries";
import { ApiError, CLIENT_ERROR_CODES } from "../api/ApiError";
import type { OutboxCall } from "./outboxState";

/** A write's fate: the server's answer, or kept in the outbox under its key. */
export type Sent<K extends OutboxCall> = { kept: false; answer: CallAnswer<K> } | { kept: true; key: string };

/** What a kept write will be worth once it lands. */
export interface KeptWorth {
  rewards?: number;
  movesWheel?: boolean;
}

/** A new idempotency key (the server takes 8 to 100 of A–Z a–z 0–9 _ -). */
export function newWriteKey(): string {
  return crypto.randomUUID();
}

/** Whose outbox a write goes to: the signed-in user's. */
export function outboxOwner(queryClient: QueryClient): string {
  return queryClient.getQueryData<User | null>(meKey)?.id ?? "";
}

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export async function sendOrKeep<K extends OutboxCall>(
  api: ApiClient,
  userId: string,
  call: K,
  input: CallInput<K>,
  worth: KeptWorth = {},
): Promise<Sent<K>> {
  const { params, body } = input as unknown as {
    params?: Record<string, string>;
    body: Record<string, unknown>;
  };
  const key = typeof body.key === "string" ? body.key : newWriteKey();
  const keyed = { ...body, key };
  if (!isOffline()) {
    try {
      const answer = await (api.call as (call: K, input: object) => Promise<CallAnswer<K>>)(call, {
        params,
        body: keyed,
      });
      return { kept: false, answer };
    } catch (error) {
      if (!(error instanceof ApiError && error.code === CLIENT_ERROR_CODES.network)) throw error;
    }
  }
  const { keep } = await import("./outbox");
  await keep(userId, {
    key,
    call,
    ...(params && { params }),
    body: keyed,
    madeAt: new Date().toISOString(),
    rewards: worth.rewards ?? 0,
    movesWheel: worth.movesWheel ?? false,
  });
  return { kept: true, key };
}
