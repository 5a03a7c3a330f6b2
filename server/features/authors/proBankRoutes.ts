import { route } from "../../platform/http/route";
import { readAuthorBank } from "./authorBank";
import { transferAuthorBalance } from "./transferAuthorBalance";

/** A pro's earnings (docs/features/authors.md), for the pro who owns `{proId}` only. */
export const proBankRoutes = [
  route({
    call: "GET /api/pro/:proId/bank",
    policy: "pro",
    tag: "professionals",
    summary:
      "The pro's earnings: the balance (subscriptions to their author, less transfers) and the last 100 ledger movements, newest first.",
    async handler({ user, deps }) {
      return readAuthorBank(deps, user);
    },
  }),
  route({
    call: "PUT /api/pro/:proId/transfer",
    policy: "pro",
    tag: "professionals",
    summary:
      "Pays the whole balance out through the payout provider (the local sandbox pays nothing) and debits it to 0, once per client key; 409 NOTHING_TO_TRANSFER on an empty balance, 422 IDEMPOTENCY_KEY_REUSED for a key used otherwise.",
    async handler({ user, params, body, deps }) {
      return transferAuthorBalance(deps, user, params.proId, body.key);
    },
  }),
];
