/**
 * The visible social event (validated or not checked) that comments and reactions are written under
 * (docs/features/community.md).
 */
import type { Knex } from "knex";
import { VISIBLE_STATUSES } from "../../../engine/community/communityFeed";
import type { Db } from "../../platform/db/connection";
import { isTransaction } from "../../platform/db/readTogether";
import { NotFound } from "../../core/errors";

/**
 * A visible event (validated or not checked); 404 otherwise. In a transaction its row is held
 * (FOR SHARE) until commit, so what is written under it (a comment) cannot race its moderation or
 * the closing of its comments.
 */
export async function findVisibleEvent(
  db: Db | Knex.Transaction,
  id: string,
): Promise<{ id: string; userId: string; noComment: boolean; noReaction: boolean }> {
  const query = db("socialEvents").where({ id }).whereIn("status", VISIBLE_STATUSES);
  if (isTransaction(db)) query.forShare();
  const event = await query.first("id", "userId", "noComment", "noReaction");
  if (!event) throw new NotFound("No such social event");
  return event;
}
