/**
 * A study's ratings (docs/features/programs.md): a patient rates a study once, 0 to 5 with a comment, and
 * only after finishing it once; anyone reads the comment group `rating_{studyId}`: its latest
 * ratings, their mean and their count.
 *
 * Moderation: a comment waits ("to check") in the community moderation queue
 * (ratingModerationSource.ts). The stars count in the list and the mean at once; the comment shows
 * to others only once an admin validated it, a refused one never. Its writer reads it with its status.
 */
import type { MyStudyRating, StudyRating, StudyRatings } from "../../../card-schemas";
import { WAITING_STATUS } from "../../../engine/community";
import {
  RATINGS_LIST_LIMIT,
  ratingAverage,
  ratingGroupName,
  ratingId,
  ratingState,
} from "../../../engine/programs/studyRating";
import type { AppDeps } from "../../appDeps";
import { StudySubscription, type User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { authorOf, socialAuthors } from "../community";

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

interface RatingRow {
  id: string;
  patientusersId: string;
  rating: number;
  comment: string | null;
  status: StudyRating["commentStatus"];
  createdAt: Date | string;
}

const COLUMNS = ["id", "patientusersId", "rating", "comment", "status", "createdAt"];

/** The comment as `reader` may read it: validated, or their own. */
function shownComment(row: RatingRow, reader: User | undefined): string | null {
  return row.status === "validated" || row.patientusersId === reader?.id ? row.comment : null;
}

async function present(deps: AppDeps, rows: RatingRow[], reader: User | undefined): Promise<StudyRating[]> {
  const language = reader?.language ?? "fr";
  const authors = await socialAuthors(
    deps,
    deps.db,
    rows.map((row) => row.patientusersId),
    language,
  );
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: shownComment(row, reader),
    commentStatus: shownComment(row, reader) === null ? null : row.status,
    datetime: new Date(row.createdAt).toISOString(),
    author: authorOf(authors, row.patientusersId),
  }));
}

async function finishedOnce(deps: AppDeps, user: User, studyId: string): Promise<boolean> {
  const subscription = await StudySubscription.query(deps.db).findById(
    StudySubscription.idFor(user.id, studyId),
  );
  return subscription?.finishedOnce === true;
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
      patientusersId: user.id,
      studyId,
      rating: input.rating,
      comment,
      status: comment === null ? null : WAITING_STATUS,
      language: user.language,
      createdAt: deps.now(),
    })
    .onConflict("id")
    .ignore()
    .returning(COLUMNS)) as RatingRow[];
  if (!row) throw new AlreadyRated();
  return (await present(deps, [row], user))[0]!;
}

/** Where `user` stands with rating `studyId`, and their rating once given. */
export async function myStudyRating(deps: AppDeps, user: User, studyId: string): Promise<MyStudyRating> {
  const [row, finished] = await Promise.all([
    deps
      .db("studyRatings")
      .where({ id: ratingId(user.id, studyId) })
      .first(COLUMNS) as Promise<RatingRow | undefined>,
    finishedOnce(deps, user, studyId),
  ]);
  return {
    state: ratingState({ finishedOnce: finished, rated: row !== undefined }),
    rating: row ? (await present(deps, [row], user))[0]! : null,
  };
}

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
      .select(COLUMNS) as Promise<RatingRow[]>,
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
    items: await present(deps, rows, reader),
    average: ratingAverage(all.total, all.count),
    count: all.count,
  };
}
