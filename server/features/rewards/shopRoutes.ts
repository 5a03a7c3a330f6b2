import { route } from "../../platform/http/route";
import { buyShopObject } from "./buyShopObject";
import { confirmSandboxCheckout } from "./confirmSandboxCheckout";
import { redeemGiftCode } from "./redeemGiftCode";
import { shopDocument } from "./shopDocument";
import { shopInventory } from "./shopInventory";

/** The rewards shop, the patient's purchases and gift codes (docs/features/rewards.md). */
export const shopRoutes = [
  route({
    call: "GET /api/patient/shop",
    policy: "patient",
    tag: "rewards",
    summary:
      "The shop document: the seven categories (BUY_REWARDS, POWER, PET_HEAD, PET_BACKGROUND, PERSONALIZATION, VIRTUAL_CARD, VOUCHER), each by price ascending, every item with owned, affordable (balance strictly greater than price) and its ten-slice progress; the authors to contribute to (at most 20), the sponsor code and the survey offers.",
    async handler({ user, deps }) {
      return shopDocument(deps, user);
    },
  }),

  route({
    call: "POST /api/patient/rewards/buy/:shopObjectId",
    policy: "patient",
    tag: "rewards",
    summary:
      "Buys a shop object: debited through the ledger with what it gives (an element, powers, a voucher code) in one transaction. 409 NOT_ENOUGH_REWARDS unless the balance is strictly greater than the price, 409 ALREADY_OWNED for an owned head, background or personalization, 404 for an unknown object. BUY_REWARDS answers a pending purchase with its checkout `redirectUrl`. The same client `key` again buys nothing more and answers the first purchase.",
    async handler({ ctx, user, params, body, deps }) {
      const request = body.key && { userId: user.id, key: body.key, route: `POST ${ctx.path}`, body };
      return buyShopObject(deps, user, params.shopObjectId, request || undefined);
    },
  }),

  route({
    call: "POST /api/patient/rewards/checkout/:purchaseId/confirm",
    policy: "patient",
    tag: "rewards",
    summary:
      "The sandbox checkout's confirmation of a BUY_REWARDS purchase: credits its rewards through the ledger, once. 404 when a payment provider is configured or for another patient's purchase.",
    async handler({ user, params, deps }) {
      return confirmSandboxCheckout(deps, user, params.purchaseId);
    },
  }),

  route({
    call: "GET /api/patient/rewards/inventory",
    policy: "patient",
    tag: "rewards",
    summary: "What the patient bought, newest first; vouchers and virtual cards with their code.",
    async handler({ user, deps }) {
      return shopInventory(deps.db, user);
    },
  }),

  route({
    call: "POST /api/patient/giftCode/:code",
    policy: "patient",
    failures: [429],
    tag: "rewards",
    summary:
      "Redeems a gift code (lowercased): credits its amount through the ledger. 404 GIFT_CODE_INVALID for an unknown, expired or used-up code, 409 GIFT_CODE_USED when this patient redeemed it already, 429 past 10 tries in 15 minutes.",
    async handler({ user, params, deps }) {
      return redeemGiftCode(deps, user, params.code);
    },
  }),
];
