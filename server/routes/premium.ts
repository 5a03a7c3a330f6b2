import { SUBSCRIPTION_MONTHS, type SubscriptionMonths } from "../../engine/authorSubscriptionPrices";
import { PREMIUM_PLANS, type PremiumPlan } from "../../engine/premiumOffer";
import { route } from "../http/route";
import { authorPrice, subscribeToAuthor } from "../services/authorSubscriptions";
import { createCheckoutLink, premiumView } from "../services/checkout";

const link = {
  type: "object",
  properties: {
    id: { type: "string" },
    autorId: { type: "string" },
    status: { type: "string" },
    end: { type: "string", format: "date" },
    payed: { type: "boolean" },
    valid: { type: "boolean" },
  },
};

export const premiumRoutes = [
  route({
    method: "GET",
    path: "/api/patient/autors/:autorId/price",
    policy: "patient",
    tag: "rewards",
    summary:
      "The author's subscription prices in rewards (1, 3, 6, 12 months, with savings), the patient's balance and link.",
    response: {
      type: "object",
      properties: {
        autorId: { type: "string" },
        name: { type: "string" },
        monthPrice: { type: "number" },
        prices: {
          type: "array",
          items: {
            type: "object",
            properties: {
              months: { type: "integer" },
              price: { type: "integer" },
              savings: { type: "integer" },
            },
          },
        },
        balance: { type: "integer" },
        link: { oneOf: [link, { type: "null" }] },
      },
      required: ["autorId", "prices", "balance"],
    },
    async handler({ user, params, deps }) {
      return authorPrice(deps, user, params.autorId ?? "");
    },
  }),

  route<"patient", { months: SubscriptionMonths; key?: string }>({
    method: "POST",
    path: "/api/patient/autors/:autorId/subscribe",
    policy: "patient",
    tag: "rewards",
    summary:
      "Buy 1, 3, 6 or 12 months of an author in rewards: debited through the ledger, the paid author link created or extended (409 NOT_ENOUGH_REWARDS). The same client `key` sent again with the same body buys nothing more and answers the first answer; with another body, 422 IDEMPOTENCY_KEY_REUSED.",
    body: {
      type: "object",
      properties: {
        months: { type: "integer", enum: [...SUBSCRIPTION_MONTHS] },
        key: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]{8,100}$",
          description:
            "The client's key of this purchase: a retry with it and the same body buys nothing more; another body under it is refused (422).",
        },
      },
      required: ["months"],
      additionalProperties: false,
    },
    response: {
      ...link,
      properties: { ...link.properties, price: { type: "integer" }, months: { type: "integer" } },
    },
    async handler({ ctx, user, params, body, deps }) {
      const request = body.key && { userId: user.id, key: body.key, route: `POST ${ctx.path}`, body };
      return subscribeToAuthor(deps, user, params.autorId ?? "", body.months, request || undefined);
    },
  }),

  route({
    method: "GET",
    path: "/api/patient/premium",
    policy: "patient",
    tag: "rewards",
    summary:
      "The premium offer: monthly and yearly prices in euro cents, the reduced prices in the 14 days after sign-up, the management link when payments are configured.",
    response: {
      type: "object",
      properties: {
        offer: { type: "object" },
        managementUrl: { type: ["string", "null"] },
        provider: { type: "string", enum: ["sandbox", "provider"] },
      },
      required: ["offer", "managementUrl", "provider"],
    },
    async handler({ user, deps }) {
      return premiumView(deps, user);
    },
  }),

  route<"patient", { plan: PremiumPlan }>({
    method: "POST",
    path: "/api/patient/checkout",
    policy: "patient",
    tag: "rewards",
    summary:
      "A checkout link for the premium plan: the payment provider's page, or the app's sandbox checkout (no payment taken) without one.",
    body: {
      type: "object",
      properties: { plan: { type: "string", enum: [...PREMIUM_PLANS] } },
      required: ["plan"],
      additionalProperties: false,
    },
    response: { type: "object", properties: { url: { type: "string" } }, required: ["url"] },
    async handler({ user, body, deps }) {
      return createCheckoutLink(deps, user, body.plan);
    },
  }),
];
