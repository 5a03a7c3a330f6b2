import type { ApiClient } from "../../../app/api/client";
import type { User } from "../../../../card-schemas";

const calls = new Map<string, Promise<User>>();

/**
 * POST /api/auth/verify, at most once per token in this page's life: a link works once, and
 * React's strict mode runs the page's effect twice, which would spend the token on the first run
 * and show "already used" on the second.
 */
export function verifySignup(api: ApiClient, token: string): Promise<User> {
  let call = calls.get(token);
  if (!call) {
    call = api.call("POST /api/auth/verify", { body: { token } }).then(({ user }) => user);
    calls.set(token, call);
  }
  return call;
}
