/**
 * The rewards shop (docs/features/rewards.md): the shop document, buying (a ledger debit and
 * what the object gives, in one transaction), rewards bought with money through the checkout
 * adapter, and the patient's purchases. The rules themselves live in engine/rewards/shop.ts.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import type { ShopDocument, ShopInventory, ShopObjectContent, ShopPurchase } from "../../../card-schemas";
import {
  decideBuy,
  ownedKey,
  ownedKindOf,
  SHOP_MAX_AUTHORS,
  shopRows,
  type ShopHoldings,
} from "../../../engine/rewards/shop";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotEnoughRewards, NotFound } from "../../core/errors";
import { rewardsCheckoutLink } from "../../platform/adapters/checkout";
import { cpxSurveyUrl } from "./cpx";
import { once, type IdempotentRequest } from "../../core/idempotency";
import { grantItem, heldItems, holds } from "../../core/inventory";
import { credit, debit } from "../../core/ledger";
import { shopContent } from "./shopContent";
import { recordPurchase } from "./recordPurchase";

export class AlreadyOwned extends Conflict {
  constructor() {
    super("ALREADY_OWNED", "You already own this");
  }
}

async function holdingsOf(db: Db, userId: string): Promise<ShopHoldings> {
  const items = await heldItems(db, userId);
  return {
    owned: new Set(
      items.filter((item) => item.kind !== "POWER").map((item) => ownedKey(item.kind, item.itemId)),
    ),
    powers: new Map(
      items.filter((item) => item.kind === "POWER").map((item) => [item.itemId, item.quantity]),
    ),
  };
}

async function balanceOf(db: Db | Knex.Transaction, userId: string): Promise<number> {
  const row = await db("bankAccounts").where({ patientusersId: userId }).first("amount");
  return Number(row?.amount ?? 0);
}

/** Authors who take contributions and are not switched off, by name, at most SHOP_MAX_AUTHORS. */
async function authorsToContribute(db: Db): Promise<ShopDocument["authors"]> {
  const rows = await db("authors")
    .whereRaw("extra -> 'features' @> ?::jsonb", [JSON.stringify(["contribution"])])
    .andWhereRaw("coalesce(extra ->> 'status', 'ACTIVE') <> 'INACTIVE'")
    .orderBy([{ column: "name" }, { column: "id" }])
    .limit(SHOP_MAX_AUTHORS)
    .select("id", "name", "extra");
  return rows.map((row: { id: string; name: string; extra: Record<string, unknown> | null }) => {
    const avatar = row.extra?.avatarLink;
    return { id: row.id, name: row.name, ...(typeof avatar === "string" ? { avatarLink: avatar } : {}) };
  });
}

/** The `shop` document for the patient, in their language. */
export async function shopDocument(deps: AppDeps, user: User): Promise<ShopDocument> {
  const [content, balance, holdings, authors] = await Promise.all([
    shopContent(deps.config.contentDir),
    balanceOf(deps.db, user.id),
    holdingsOf(deps.db, user.id),
    authorsToContribute(deps.db),
  ]);
  return {
    screen: "shop",
    schemaVersion: 1,
    locale: user.language,
    balance,
    categories: shopRows(content.objects, user.language, balance, holdings),
    authors,
    sponsorCode: user.id,
    surveys: content.surveyOffers.map((offer) => ({
      id: offer.id,
      name: offer.name[user.language],
      url: cpxSurveyUrl(offer, user.id),
    })),
  };
}

export function presentPurchase(row: Record<string, unknown>, redirectUrl?: string): ShopPurchase {
  return {
    id: String(row.id),
    shopObjectId: String(row.shopObjectId),
    type: row.type as ShopPurchase["type"],
    name: row.name as ShopPurchase["name"],
    imageLink: String(row.imageLink),
    price: Number(row.price),
    status: row.status as ShopPurchase["status"],
    ...(row.code ? { code: String(row.code) } : {}),
    ...(row.autorId ? { autorId: String(row.autorId) } : {}),
    ...(row.quantity ? { quantity: Number(row.quantity) } : {}),
    ...(redirectUrl ? { redirectUrl } : {}),
    createdAt: new Date(row.createdAt as string | Date).toISOString(),
  };
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
  const account = await trx("bankAccounts").where({ patientusersId: user.id }).forUpdate().first("amount");
  const balance = Number(account?.amount ?? 0);
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
    patientusersId: user.id,
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
    patientusersId: user.id,
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
  return inTransaction(deps.db, (trx) => {
    const purchaseId = crypto.randomUUID();
    const buy = () =>
      object.type === "BUY_REWARDS"
        ? startCheckout(trx, deps, user, object, purchaseId)
        : buyWithRewards(trx, user, object, purchaseId);
    return request ? once(trx, request, buy) : buy();
  });
}

/**
 * The sandbox checkout's confirmation of a BUY_REWARDS purchase: credits its rewards once (a second
 * confirmation changes nothing). 404 when a payment provider is configured (it confirms payments
 * itself) or the purchase is not one of the patient's pending or done rewards purchases.
 */
export async function confirmSandboxCheckout(
  deps: AppDeps,
  user: User,
  purchaseId: string,
): Promise<ShopPurchase> {
  if (deps.config.paymentProviderUrl) throw new NotFound("Payments are confirmed by the payment provider");
  return inTransaction(deps.db, async (trx) => {
    const row = await trx("shopPurchases")
      .where({ id: purchaseId, patientusersId: user.id, type: "BUY_REWARDS" })
      .forUpdate()
      .first();
    if (!row) throw new NotFound("No such purchase");
    if (row.status === "DONE") return presentPurchase(row);
    await credit(trx, {
      userId: user.id,
      delta: Number(row.price),
      reason: "BUY_REWARDS",
      reference: purchaseId,
      idempotencyKey: `buyRewards:${purchaseId}`,
    });
    const [done] = await trx("shopPurchases")
      .where({ id: purchaseId })
      .update({ status: "DONE" })
      .returning("*");
    return presentPurchase(done);
  });
}

/** What the patient bought, newest first. */
export async function shopInventory(db: Db, user: User): Promise<ShopInventory> {
  const rows = await db("shopPurchases")
    .where({ patientusersId: user.id })
    .orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  return { items: rows.map((row: Record<string, unknown>) => presentPurchase(row)) };
}
