/** Where a patient stands with rating a study, and their rating once given (docs/features/programs.md). */
import type { MyStudyRating } from "../../../card-schemas";
import { ratingId, ratingState } from "../../../engine/programs/studyRating";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { finishedOnce } from "./finishedOnce";
import { presentStudyRatings } from "./present";
import { RATING_COLUMNS, type RatingRow } from "./ratingRows";

/** Where `user` stands with rating `studyId`, and their rating once given. */
export async function myStudyRating(deps: AppDeps, user: User, studyId: string): Promise<MyStudyRating> {
  const [row, finished] = await Promise.all([
    deps
      .db("studyRatings")
      .where({ id: ratingId(user.id, studyId) })
      .first(RATING_COLUMNS) as Promise<RatingRow | undefined>,
    finishedOnce(deps, user, studyId),
  ]);
  return {
    state: ratingState({ finishedOnce: finished, rated: row !== undefined }),
    rating: row ? (await presentStudyRatings(deps, [row], user))[0]! : null,
  };
}
