import { route } from "../../platform/http/route";
import { authorPrice } from "./authorPrice";
import { contributeToAuthor } from "./contributeToAuthor";
import { subscribeToAuthor } from "./subscribeToAuthor";

/** Subscribing to an author and contributing to them, paid in rewards. */
export const authorSubscriptionRoutes = [
  route({
    call: "GET /api/patient/autors/:autorId/price",
    policy: "patient",
    tag: "rewards",
    summary:
      "The author's subscription prices in rewards (1, 3, 6, 12 months, with savings), the patient's balance and link.",
    async handler({ user, params, deps }) {
      return authorPrice(deps, user, params.autorId);
    },
  }),

  route({
    call: "POST /api/patient/autors/:autorId/subscribe",
    policy: "patient",
    tag: "rewards",
    summary:
      "Buy 1, 3, 6 or 12 months of an author in rewards: debited through the ledger, the paid author link created or extended (409 NOT_ENOUGH_REWARDS). The same client `key` sent again with the same body buys nothing more and answers the first answer; with another body, 422 IDEMPOTENCY_KEY_REUSED.",
    async handler({ ctx, user, params, body, deps }) {
      const request = body.key && { userId: user.id, key: body.key, route: `POST ${ctx.path}`, body };
      return subscribeToAuthor(deps, user, params.autorId, body.months, request || undefined);
    },
  }),

  route({
    call: "PUT /api/patient/autors/:autorId/contribution",
    policy: "patient",
    tag: "rewards",
    summary:
      "Give rewards to an author who accepts contributions: debited through the ledger and credited to the author's pro (400 for 0 or more than the balance, 404 for an author without contributions). The same client `key` again gives nothing more; with another body, 422 IDEMPOTENCY_KEY_REUSED.",
    async handler({ ctx, user, params, body, deps }) {
      const request = body.key && { userId: user.id, key: body.key, route: `PUT ${ctx.path}`, body };
      return contributeToAuthor(deps, user, params.autorId, body.amount, request || undefined);
    },
  }),
];
