/**
 * The rewards shop's rules (docs/features/rewards.md): which row an object sits in, the rows
 * sorted by price ascending, what "affordable" means (the balance strictly greater than the price),
 * the ten-slice progress bar shown instead of the buy button, and what a purchase does. An item of
 * real value is paid only with rewards that are not authored (rewardLimits.ts).
 */
import type {
  Language,
  ShopCategory,
  ShopItem,
  ShopObjectContent,
  ShopObjectType,
} from "../../card-schemas/generated";
import { hasRealValue, realValueBalance } from "./rewardLimits";

/** The object types the shop sells. */
export const SHOP_OBJECT_TYPES: readonly ShopObjectType[] = [
  "BUY_REWARDS",
  "POWER",
  "TAMAOUTSHI_HEAD",
  "TAMAOUTSHI_HEAD_V2",
  "TAMAOUTSHI_BACKGROUND",
  "TAMAOUTSHI_BACKGROUND_V2",
  "PERSONALIZATION",
  "VIRTUAL_CARD",
  "VOUCHER",
];

/** The seven rows of the shop, in the product's order. */
export const SHOP_CATEGORIES: readonly ShopCategory[] = [
  "BUY_REWARDS",
  "POWER",
  "PET_HEAD",
  "PET_BACKGROUND",
  "PERSONALIZATION",
  "VIRTUAL_CARD",
  "VOUCHER",
];

/** The buy progress bar has ten slices. */
export const SHOP_PROGRESS_SLICES = 10;
/** The author list is capped at 20. */
export const SHOP_MAX_AUTHORS = 20;

const CATEGORY_OF: Record<ShopObjectType, ShopCategory> = {
  BUY_REWARDS: "BUY_REWARDS",
  POWER: "POWER",
  TAMAOUTSHI_HEAD: "PET_HEAD",
  TAMAOUTSHI_HEAD_V2: "PET_HEAD",
  TAMAOUTSHI_BACKGROUND: "PET_BACKGROUND",
  TAMAOUTSHI_BACKGROUND_V2: "PET_BACKGROUND",
  PERSONALIZATION: "PERSONALIZATION",
  VIRTUAL_CARD: "VIRTUAL_CARD",
  VOUCHER: "VOUCHER",
};

export function shopCategoryOf(type: ShopObjectType): ShopCategory {
  return CATEGORY_OF[type];
}

/** The inventory kind an owned-once object grants, or null for objects bought again and again. */
export function ownedKindOf(type: ShopObjectType): "PET_HEAD" | "PET_BACKGROUND" | "PERSONALIZATION" | null {
  const category = CATEGORY_OF[type];
  return category === "PET_HEAD" || category === "PET_BACKGROUND" || category === "PERSONALIZATION"
    ? category
    : null;
}

/** BUY_REWARDS is paid with money at the checkout, not with rewards. */
export function isPaidWithMoney(type: ShopObjectType): boolean {
  return type === "BUY_REWARDS";
}

/** Buying needs the balance to be strictly greater than the price (docs/features/rewards.md). */
export function canAffordShopItem(balance: number, price: number): boolean {
  return balance > price;
}

/** Filled slices of the ten-slice bar: balance over price, floored, at most ten. */
export function progressSlices(balance: number, price: number): number {
  if (price <= 0) return SHOP_PROGRESS_SLICES;
  return Math.max(0, Math.min(SHOP_PROGRESS_SLICES, Math.floor((SHOP_PROGRESS_SLICES * balance) / price)));
}

/**
 * The part of the balance that may buy an object of `type`: all of it for a virtual item, all but
 * the authored rewards for an item of real value (a voucher, a gift card).
 */
export function spendableFor(type: ShopObjectType, balance: number, authoredRewards: number): number {
  return hasRealValue(type) ? realValueBalance(balance, authoredRewards) : balance;
}

export type BuyDecision = "CHECKOUT" | "ALREADY_OWNED" | "NOT_ENOUGH_REWARDS" | "BUY";

/**
 * What buying `type` at `price` does: money objects go to the checkout; an owned head, background
 * or personalization is not sold twice; otherwise it needs the balance that may buy it
 * (`spendableFor`) strictly above the price.
 */
export function decideBuy(type: ShopObjectType, price: number, balance: number, owned: boolean): BuyDecision {
  if (isPaidWithMoney(type)) return "CHECKOUT";
  if (owned && ownedKindOf(type) !== null) return "ALREADY_OWNED";
  return canAffordShopItem(balance, price) ? "BUY" : "NOT_ENOUGH_REWARDS";
}

export interface ShopHoldings {
  /** Element ids the patient owns, by inventory kind. */
  owned: ReadonlySet<string>;
  /** Quantities of powers held, by power name. */
  powers: ReadonlyMap<string, number>;
  /** The authored part of the balance, which buys no item of real value (none when left out). */
  authoredRewards?: number;
}

/** The key of an owned element in ShopHoldings.owned. */
export function ownedKey(kind: string, elementId: string): string {
  return `${kind}:${elementId}`;
}

/** One object as the patient sees it. */
export function presentShopItem(
  object: ShopObjectContent,
  locale: Language,
  balance: number,
  holdings: ShopHoldings,
): ShopItem {
  const kind = ownedKindOf(object.type);
  const owned =
    kind !== null && object.element !== undefined && holdings.owned.has(ownedKey(kind, object.element.id));
  const money = isPaidWithMoney(object.type);
  const spendable = spendableFor(object.type, balance, holdings.authoredRewards ?? 0);
  const params = object.params ?? {};
  return {
    id: object.id,
    type: object.type,
    name: object.name[locale],
    ...(object.description ? { description: object.description[locale] } : {}),
    imageLink: object.imageLink,
    price: object.price,
    ...(params.amountEuro !== undefined ? { amountEuro: params.amountEuro } : {}),
    ...(params.powerName ? { powerName: params.powerName } : {}),
    ...(params.quantity !== undefined && object.type === "POWER" ? { quantity: params.quantity } : {}),
    ...(params.powerName ? { held: holdings.powers.get(params.powerName) ?? 0 } : {}),
    owned,
    ...(spendable < balance ? { authoredExcluded: balance - spendable } : {}),
    affordable: money || canAffordShopItem(spendable, object.price),
    progress: money ? SHOP_PROGRESS_SLICES : progressSlices(spendable, object.price),
  };
}

/** The seven rows, each by price ascending (then by id, so equal prices keep one order). */
export function shopRows(
  objects: readonly ShopObjectContent[],
  locale: Language,
  balance: number,
  holdings: ShopHoldings,
): Array<{ category: ShopCategory; items: ShopItem[] }> {
  const sorted = [...objects].sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return SHOP_CATEGORIES.map((category) => ({
    category,
    items: sorted
      .filter((object) => CATEGORY_OF[object.type] === category)
      .map((object) => presentShopItem(object, locale, balance, holdings)),
  }));
}

/** How many objects home's "more rewards" carousel shows (docs/features/rewards.md). */
export const MORE_REWARDS_COUNT = 6;

/**
 * Home's "more rewards" carousel: what the patient can still get with rewards, the cheapest first
 * (so the next thing within reach leads), never an owned element nor what is paid with money.
 */
export function moreRewards(rows: ReadonlyArray<{ items: readonly ShopItem[] }>): ShopItem[] {
  return rows
    .flatMap((row) => row.items)
    .filter((item) => !item.owned && !isPaidWithMoney(item.type))
    .sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, MORE_REWARDS_COUNT);
}

const STORED_IMAGE = "s3/image:";

/**
 * Where to draw a global personalization element (docs/features/rewards.md): an `https://` URL (or a picture of
 * ours under /media/) is drawn as it is; an `s3/image:<fileId>` is a stored file, served through
 * the storage adapter at /api/files/<fileId>. Anything else is not drawn (null).
 */
export function elementImageSrc(url: string): string | null {
  if (url.startsWith("https://") || url.startsWith("/media/")) return url;
  if (url.startsWith(STORED_IMAGE)) {
    const id = url.slice(STORED_IMAGE.length);
    return /^[A-Za-z0-9_-]+$/.test(id) ? `/api/files/${id}` : null;
  }
  return null;
}
