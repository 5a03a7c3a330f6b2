/**
 * A pro takes one of their author's custom items off sale (docs/features/authors.md
 * `DELETE /api/pro/{proId}/custom/{id}`): its row stays (deleted_at), so that a past purchase still
 * names what was bought.
 */
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";

/** Takes the item off sale; 404 when it is not one of this author's items on sale. */
export async function removeShopItem(db: Db, authorId: string, id: string, now: Date): Promise<void> {
  const removed = await db("authorShopItems")
    .where({ id, authorId })
    .whereNull("deletedAt")
    .update({ deletedAt: now });
  if (removed === 0) throw new NotFound("No such item in this author's shop");
}
