/**
 * The 5-day limit on a patient's community posts (docs/features/community.md): a message and a
 * PICTURE_SOCIAL photo count alike (COMMUNITY_POST_TYPES), a refused one no longer does
 * (COUNTED_POST_STATUSES).
 */
import type { Knex } from "knex";
import {
  COMMUNITY_MESSAGE_INTERVAL_DAYS,
  COMMUNITY_POST_TYPES,
  COUNTED_POST_STATUSES,
  messageDaysRemaining,
} from "../../../engine/community/communityFeed";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";

/** 409 TOO_SOON: the patient's last community post is more recent than the interval allows. */
export class TooSoon extends Conflict {
  constructor(daysRemaining: number) {
    super("TOO_SOON", `One community post every ${COMMUNITY_MESSAGE_INTERVAL_DAYS} days`, [
      { daysRemaining },
    ]);
  }
}

/**
 * Throws 409 TOO_SOON, with the days remaining, when the patient's last counted post is less than
 * 5 days old. A message that carries a picture the patient shared (`pictureFileId`) is the same
 * post as that picture, which does not count against it. The patient's row is locked until `trx`
 * ends, so two posts at once make one.
 */
export async function assertMayPost(
  trx: Knex.Transaction,
  user: User,
  now: Date,
  pictureFileId?: string,
): Promise<void> {
  await trx("users").where({ id: user.id }).forUpdate().first("id");
  const posts = trx("socialEvents")
    .where({ userId: user.id })
    .whereIn("type", COMMUNITY_POST_TYPES)
    .whereIn("status", COUNTED_POST_STATUSES);
  if (pictureFileId) posts.whereNot((picture) => picture.where({ type: "PICTURE", fileId: pictureFileId }));
  const last = await posts.max({ at: "createdAt" }).first();
  const daysRemaining = messageDaysRemaining(last?.at ? new Date(last.at) : null, now);
  if (daysRemaining > 0) throw new TooSoon(daysRemaining);
}
