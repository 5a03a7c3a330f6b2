import type { MyStudyRating, RatingState, StudyRating, StudyRatings } from "../../../card-schemas";
import { ratingAverage, ratingGroupName } from "../../../engine/programs/studyRating";
import { FIXTURE_DATE } from "../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

const rating = (
  id: string,
  value: number,
  pseudo: string,
  comment: string | null,
  day: number,
): StudyRating => ({
  id: `${id}_tour`,
  rating: value,
  comment,
  commentStatus: comment === null ? null : "validated",
  datetime: `${FIXTURE_DATE.slice(0, 8)}${String(day).padStart(2, "0")}T09:00:00.000Z`,
  author: { pseudo, title: null, bio: "" },
});

/** Three ratings of the tour, newest first. */
export const tourRatingItems: StudyRating[] = [
  rating("u3", 5, "Camille", "Short and clear.\nI learnt the deck in a week.", 3),
  rating("u2", 4, "", null, 2),
  rating("u1", 0, "Noah", "Not for me.", 1),
];

/** A program's ratings answer made of `items`. */
export function ratingsOf(items: StudyRating[], studyId = "tour"): StudyRatings {
  const total = items.reduce((sum, item) => sum + item.rating, 0);
  return {
    groupName: ratingGroupName(studyId),
    items,
    average: ratingAverage(total, items.length),
    count: items.length,
  };
}

export interface RatingsApiOptions {
  items?: StudyRating[];
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
      const given: StudyRating = {
        ...rating("me", body.rating, "Me", body.comment ?? null, 4),
        id: `me_${params.studyId}`,
        commentStatus: body.comment ? "to check" : null,
      };
      list = [given, ...list];
      mine = { state: "ALREADY_RATED", rating: given };
      return ok(given, 201);
    },
  };
}
