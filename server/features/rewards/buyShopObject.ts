/**
 * A patient buys a shop object (docs/features/rewards.md): with rewards, a ledger debit and what the
 * object gives in one transaction; BUY_REWARDS, a pending purchase and the checkout adapter's link.
 * The rule itself lives in engine/rewards/shop.ts.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import type { ShopObjectContent, ShopPurchase } from "../../../card-schemas";
import { hasRealValue } from "../../../engine/rewards/rewardLimits";
import { decideBuy, ownedKindOf, spendableFor } from "../../../engine/rewards/shop";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict, NotEnoughRewards, NotFound } from "../../core/errors";
import { rewardsCheckoutLink } from "../../platform/adapters/checkout";
import { type IdempotentRequest } from "../../core/idempotency";
import { grantItem, holds } from "../../core/inventory";
import { debit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { shopContent } from "./shopContent";
import { recordPurchase } from "./recordPurchase";
import { presentPurchase } from "./present";

export class AlreadyOwned extends Conflict {
  constructor() {
    super("ALREADY_OWNED", "You already own this");
  }
}

/** A code for a voucher or virtual card: the partner's prefix and 10 random letters and digits. */
function voucherCode(prefix: string): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(10);
  return `${prefix}-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("")}`;
}

async function buyWithRewards(
  trx: Knex.Transaction,
  user: User,
  object: ShopObjectContent,
  purchaseId: string,
): Promise<ShopPurchase> {
  // Lock the balance first: a patient's concurrent purchases queue here and each sees the last one's balance.
  const account = await trx("bankAccounts")
    .where({ userId: user.id })
    .forUpdate()
    .first("amount", "authoredAmount");
  // An item of real value may not be paid with authored rewards (docs/features/rewards.md).
  const balance = spendableFor(
    object.type,
    Number(account?.amount ?? 0),
    Number(account?.authoredAmount ?? 0),
  );
  const kind = ownedKindOf(object.type);
  const owned =
    kind !== null && object.element !== undefined && (await holds(trx, user.id, kind, object.element.id));
  const decision = decideBuy(object.type, object.price, balance, owned);
  if (decision === "ALREADY_OWNED") throw new AlreadyOwned();
  if (decision === "NOT_ENOUGH_REWARDS") throw new NotEnoughRewards();
  await debit(trx, {
    userId: user.id,
    delta: object.price,
    reason: "SHOP",
    reference: object.id,
    idempotencyKey: `shop:${purchaseId}`,
    realValue: hasRealValue(object.type),
  });
  const params = object.params ?? {};
  if (kind !== null && object.element) {
    await grantItem(trx, user.id, {
      kind,
      itemId: object.element.id,
      image: object.element.url,
      source: "SHOP",
    });
  }
  if (object.type === "POWER" && params.powerName) {
    await grantItem(trx, user.id, {
      kind: "POWER",
      itemId: params.powerName,
      quantity: params.quantity ?? 1,
      source: "SHOP",
    });
  }
  const row = await recordPurchase(trx, {
    id: purchaseId,
    userId: user.id,
    shopObjectId: object.id,
    type: object.type,
    name: object.name,
    imageLink: object.imageLink,
    price: object.price,
    status: "DONE",
    code: params.codePrefix ? voucherCode(params.codePrefix) : null,
    quantity: object.type === "POWER" ? (params.quantity ?? 1) : null,
  });
  return presentPurchase(row);
}

async function startCheckout(
  trx: Knex.Transaction,
  deps: AppDeps,
  user: User,
  object: ShopObjectContent,
  purchaseId: string,
): Promise<ShopPurchase> {
  const row = await recordPurchase(trx, {
    id: purchaseId,
    userId: user.id,
    shopObjectId: object.id,
    type: object.type,
    name: object.name,
    imageLink: object.imageLink,
    price: object.price,
    status: "PENDING_CHECKOUT",
  });
  const url = rewardsCheckoutLink(deps, user, {
    id: purchaseId,
    shopObjectId: object.id,
    amountEuro: object.params?.amountEuro ?? 0,
  });
  return presentPurchase(row, url);
}

/**
 * Buys a shop object: 404 for an unknown one, 409 ALREADY_OWNED for an owned head, background or
 * personalization, 409 NOT_ENOUGH_REWARDS unless the balance is strictly greater than the price.
 * BUY_REWARDS answers a pending purchase and its checkout link. With the client's key (`request`),
 * a retry buys nothing more and answers the first purchase.
 */
export async function buyShopObject(
  deps: AppDeps,
  user: User,
  shopObjectId: string,
  request?: IdempotentRequest,
): Promise<ShopPurchase> {
  const content = await shopContent(deps.config.contentDir);
  const object = content.byId.get(shopObjectId);
  if (!object) throw new NotFound("No such shop object");
  // The client's key is claimed before anything is read: a retry answers the first purchase
  // instead of being refused for what that purchase changed.
  return runUseCase(
    deps.db,
    {
      load: async () => ({ purchaseId: crypto.randomUUID() }),
      write: (trx, _decision, { purchaseId }) =>
        object.type === "BUY_REWARDS"
          ? startCheckout(trx, deps, user, object, purchaseId)
          : buyWithRewards(trx, user, object, purchaseId),
    },
    { idempotency: request },
  );
}
