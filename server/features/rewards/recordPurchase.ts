import type { Knex } from "knex";
import type { LocalizedText, ShopPurchase } from "../../../card-schemas";

/** A line of the patient's purchase history: a shop object, a pending checkout, an author's item. */
export interface NewPurchase {
  id: string;
  userId: string;
  shopObjectId: string;
  /** The author whose item it is (AUTHOR_ITEM). */
  authorId?: string;
  type: ShopPurchase["type"];
  name: LocalizedText;
  imageLink: string;
  price: number;
  status: "DONE" | "PENDING_CHECKOUT";
  /** A voucher's code. */
  code?: string | null;
  /** How many of a power. */
  quantity?: number | null;
}

/** Writes `purchase` into the history, in the buyer's transaction; answers the stored row. */
export async function recordPurchase(
  trx: Knex.Transaction,
  purchase: NewPurchase,
): Promise<Record<string, unknown>> {
  const [row] = await trx("shopPurchases")
    .insert({ ...purchase, name: JSON.stringify(purchase.name) })
    .returning("*");
  return row;
}
