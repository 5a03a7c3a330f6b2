/** A pro puts a custom item on sale in their author's shop (docs/features/authors.md `POST /api/pro/{proId}/custom`). */
import crypto from "node:crypto";
import type { ProCustomItem, ProCustomItemBody } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { presentCustomItem } from "./present";

export async function addShopItem(db: Db, authorId: string, body: ProCustomItemBody): Promise<ProCustomItem> {
  const [row] = await db("authorShopItems")
    .insert({
      id: crypto.randomUUID(),
      authorId,
      input: JSON.stringify(body.input),
      price: body.price,
    })
    .returning("*");
  return presentCustomItem(row);
}
