/**
 * A study's ratings as anyone reads them (docs/features/programs.md): the comment group
 * `rating_{studyId}`, its latest ratings, their mean and their count; each rater by pseudonym only.
 *
 * Moderation: a comment waits ("to check") in the community moderation queue
 * (ratingModerationSource.ts). The stars count in the list and the mean at once; the comment shows
 * to others only once an admin validated it, a refused one never. Its writer reads it with its status.
 */
import type { StudyRatings } from "../../../card-schemas";
import { RATINGS_LIST_LIMIT, ratingAverage, ratingGroupName } from "../../../engine/programs/studyRating";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { presentPublicRatings } from "./present";
import { RATING_COLUMNS, type RatingRow } from "./ratingRows";

/** The comment group `rating_{studyId}`: its latest ratings, newest first, their mean and count. */
export async function studyRatings(
  deps: AppDeps,
  studyId: string,
  reader: User | undefined,
): Promise<StudyRatings> {
  const [rows, all] = await Promise.all([
    deps
      .db("studyRatings")
      .where({ studyId })
      .orderBy([
        { column: "createdAt", order: "desc" },
        { column: "id", order: "asc" },
      ])
      .limit(RATINGS_LIST_LIMIT)
      .select(RATING_COLUMNS) as Promise<RatingRow[]>,
    deps
      .db("studyRatings")
      .where({ studyId })
      .first(
        deps.db.raw("coalesce(sum(rating), 0)::int as total"),
        deps.db.raw("count(*)::int as count"),
      ) as Promise<{
      total: number;
      count: number;
    }>,
  ]);
  return {
    groupName: ratingGroupName(studyId),
    items: await presentPublicRatings(deps, rows, reader),
    average: ratingAverage(all.total, all.count),
    count: all.count,
  };
}
