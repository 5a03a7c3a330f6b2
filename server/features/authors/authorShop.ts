/**
 * An author's custom shop items on sale (docs/features/authors.md `/api/pro/{proId}/custom`), as their
 * pro lists them; put on sale by addShopItem.ts, taken off sale by removeShopItem.ts.
 */
import type { ProCustomItem } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { presentCustomItem } from "./present";

/** The author's items on sale, newest first. */
export async function listShopItems(db: Db, authorId: string): Promise<ProCustomItem[]> {
  const rows = await db("authorShopItems")
    .where({ authorId })
    .whereNull("deletedAt")
    .orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  return rows.map(presentCustomItem);
}
