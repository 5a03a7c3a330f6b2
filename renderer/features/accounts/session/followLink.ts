import type { ApiClient } from "../../../app/api/client";
import type { User } from "../../../../card-schemas";

/** The calls that follow an emailed link with its token and answer the account. */
export type LinkCall = "POST /api/auth/verify" | "POST /api/auth/login/link" | "POST /api/auth/email/verify";

const calls = new Map<string, Promise<User>>();

/**
 * Follows an emailed link (`call` with its token), at most once per token in this page's life: a
 * link works once, and React's strict mode runs a page's effect twice, which would spend the token
 * on the first run and show "already used" on the second.
 */
export function followLink(api: ApiClient, call: LinkCall, token: string): Promise<User> {
  const key = `${call} ${token}`;
  let followed = calls.get(key);
  if (!followed) {
    followed = api.call(call, { body: { token } }).then(({ user }) => user);
    calls.set(key, followed);
  }
  return followed;
}
