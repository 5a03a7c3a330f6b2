/**
 * A patient rates a study (docs/features/programs.md): once, 0 to 5 with a comment, and only after
 * finishing it once; the comment waits in the community moderation queue.
 */
import type { StudyRating } from "../../../card-schemas";
import { WAITING_STATUS } from "../../../engine/community";
import { ratingId } from "../../../engine/programs/studyRating";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { finishedOnce } from "./finishedOnce";
import { presentStudyRatings } from "./present";
import { RATING_COLUMNS, type RatingRow } from "./ratingRows";

/** 409 NOT_FINISHED: the patient has not finished the study once yet. */
export class NotFinished extends Conflict {
  constructor() {
    super("NOT_FINISHED", "Finish the program once to rate it");
  }
}

/** 409 ALREADY_RATED: the patient rated the study already (a retry of the first rating too). */
export class AlreadyRated extends Conflict {
  constructor() {
    super("ALREADY_RATED", "You already rated this program");
  }
}

/**
 * Rates `studyId` for `user`: 409 NOT_FINISHED before they finished it once, 409 ALREADY_RATED
 * after their first rating; two at once write one (the row's key is `userId_studyId`).
 */
export async function rateStudy(
  deps: AppDeps,
  user: User,
  studyId: string,
  input: { rating: number; comment?: string },
): Promise<StudyRating> {
  if (!(await finishedOnce(deps, user, studyId))) throw new NotFinished();
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  const [row] = (await deps
    .db("studyRatings")
    .insert({
      id: ratingId(user.id, studyId),
      userId: user.id,
      studyId,
      rating: input.rating,
      comment,
      status: comment === null ? null : WAITING_STATUS,
      language: user.language,
      createdAt: deps.now(),
    })
    .onConflict("id")
    .ignore()
    .returning(RATING_COLUMNS)) as RatingRow[];
  if (!row) throw new AlreadyRated();
  return (await presentStudyRatings(deps, [row], user))[0]!;
}
