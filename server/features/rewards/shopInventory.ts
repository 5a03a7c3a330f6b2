/** The patient's purchases from the rewards shop (docs/features/rewards.md), newest first. */
import type { ShopInventory } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { presentPurchase } from "./present";

/** What the patient bought, newest first. */
export async function shopInventory(db: Db, user: User): Promise<ShopInventory> {
  const rows = await db("shopPurchases")
    .where({ userId: user.id })
    .orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  return { items: rows.map((row: Record<string, unknown>) => presentPurchase(row)) };
}
