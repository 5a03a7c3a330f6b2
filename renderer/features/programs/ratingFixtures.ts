import type {
  MyStudyRating,
  PublicStudyRating,
  RatingState,
  StudyRating,
  StudyRatings,
} from "../../../card-schemas";
import { ratingAverage, ratingGroupName } from "../../../engine/programs/studyRating";
import { FIXTURE_DATE } from "../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

const rating = (
  value: number,
  pseudo: string | null,
  comment: string | null,
  day: number,
): PublicStudyRating => ({
  rating: value,
  comment,
  commentStatus: comment === null ? null : "validated",
  datetime: `${FIXTURE_DATE.slice(0, 8)}${String(day).padStart(2, "0")}T09:00:00.000Z`,
  pseudo,
});

/** Three ratings of the tour, newest first; the second rater has no community pseudonym. */
export const tourRatingItems: PublicStudyRating[] = [
  rating(5, "Camille", "Short and clear.\nI learnt the deck in a week.", 3),
  rating(4, null, null, 2),
  rating(0, "Noah", "Not for me.", 1),
];

/** A program's ratings answer made of `items`. */
export function ratingsOf(items: PublicStudyRating[], studyId = "tour"): StudyRatings {
  const total = items.reduce((sum, item) => sum + item.rating, 0);
  return {
    groupName: ratingGroupName(studyId),
    items,
    average: ratingAverage(total, items.length),
    count: items.length,
  };
}

export interface RatingsApiOptions {
  items?: PublicStudyRating[];
  /** The signed-in patient's state; absent: a guest (the patient's read answers 401). */
  state?: RatingState;
}

/** The ratings' calls: the list, the patient's state, and rating (which moves the state on). */
export function ratingsApi({ items = tourRatingItems, state }: RatingsApiOptions = {}): MockRoutes {
  let list = [...items];
  let mine: MyStudyRating | undefined = state && { state, rating: null };
  return {
    "GET /api/guest/program/:id/ratings": ({ params }) => ok(ratingsOf(list, params.id)),
    "GET /api/patient/study/:studyId/rating": () => (mine ? ok(mine) : fail(401, "NOT_SIGNED_IN")),
    "POST /api/patient/study/:studyId/rating": ({ body, params }) => {
      if (!mine) return fail(401, "NOT_SIGNED_IN");
      if (mine.state !== "CAN_RATE")
        return fail(409, mine.state === "NOT_FINISHED" ? "NOT_FINISHED" : "ALREADY_RATED");
      const shown = {
        ...rating(body.rating, "Me", body.comment ?? null, 4),
        commentStatus: body.comment ? "to check" : null,
      } satisfies PublicStudyRating;
      const { pseudo, ...fields } = shown;
      const given: StudyRating = {
        ...fields,
        id: `me_${params.studyId}`,
        author: { pseudo: pseudo ?? "", title: null, bio: "" },
      };
      list = [shown, ...list];
      mine = { state: "ALREADY_RATED", rating: given };
      return ok(given, 201);
    },
  };
}
