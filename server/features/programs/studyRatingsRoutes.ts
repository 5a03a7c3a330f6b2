import { route } from "../../platform/http/route";
import { shownProgram } from "./programVisibility";
import { myStudyRating } from "./myStudyRating";
import { rateStudy } from "./rateStudy";
import { studyRatings } from "./studyRatings";

export const studyRatingRoutes = [
  route({
    call: "POST /api/patient/study/:studyId/rating",
    policy: "patient",
    tag: "programs",
    status: 201,
    summary:
      "Rates a program once, 0 to 5 with an optional comment, after finishing it once: 409 NOT_FINISHED before, 409 ALREADY_RATED for a second rating (a retry included).",
    async handler({ user, params, body, deps }) {
      await shownProgram(deps, user, params.studyId);
      return rateStudy(deps, user, params.studyId, body);
    },
  }),
  route({
    call: "GET /api/patient/study/:studyId/rating",
    policy: "patient",
    tag: "programs",
    summary:
      "Where the patient stands with rating a program (NOT_FINISHED, CAN_RATE or ALREADY_RATED) and their rating once given.",
    async handler({ user, params, deps }) {
      await shownProgram(deps, user, params.studyId);
      return myStudyRating(deps, user, params.studyId);
    },
  }),
  route({
    call: "GET /api/guest/program/:id/ratings",
    policy: "guest",
    tag: "guests",
    summary:
      "A program's ratings, the comment group rating_{id}: the latest 50, newest first, with the mean of all and their count.",
    async handler({ user, params, deps }) {
      await shownProgram(deps, user, params.id);
      return studyRatings(deps, params.id, user);
    },
  }),
];
