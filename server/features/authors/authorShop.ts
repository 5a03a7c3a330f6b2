/**
 * An author's custom shop items (docs/features/authors.md `/api/pro/{proId}/custom`): put on sale, listed and
 * taken off sale. Taking an item off sale keeps its row (deleted_at), so that a past purchase still
 * names what was bought.
 */
import crypto from "node:crypto";
import type { ProCustomItem, ProCustomItemBody } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";
import { presentCustomItem } from "./present";

/** The author's items on sale, newest first. */
export async function listShopItems(db: Db, autorId: string): Promise<ProCustomItem[]> {
  const rows = await db("authorShopItems")
    .where({ autorId })
    .whereNull("deletedAt")
    .orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  return rows.map(presentCustomItem);
}

export async function addShopItem(db: Db, autorId: string, body: ProCustomItemBody): Promise<ProCustomItem> {
  const [row] = await db("authorShopItems")
    .insert({
      id: crypto.randomUUID(),
      autorId,
      input: JSON.stringify(body.input),
      price: body.price,
    })
    .returning("*");
  return presentCustomItem(row);
}

/** Takes the item off sale; 404 when it is not one of this author's items on sale. */
export async function removeShopItem(db: Db, autorId: string, id: string, now: Date): Promise<void> {
  const removed = await db("authorShopItems")
    .where({ id, autorId })
    .whereNull("deletedAt")
    .update({ deletedAt: now });
  if (removed === 0) throw new NotFound("No such item in this author's shop");
}
