import { FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS } from "../../../engine/programs/studyFollowUp";
import { route } from "../../platform/http/route";
import { followUpAnalytics } from "./followUpAnalytics";
import { validateStudy } from "./validateStudy";

export const endOfStudyRoutes = [
  route({
    call: "GET /api/patient/study/:id/followUpAnalytics",
    policy: "patient",
    tag: "programs",
    summary:
      "The patient's follow-up of one program: rewards won, completion (percent of its cards done), participants, success; cached 24 h.",
    async handler({ ctx, user, params, deps }) {
      const answer = await followUpAnalytics(deps, user, params.id);
      // Private: the figures are the patient's own.
      ctx.set("Cache-Control", `private, max-age=${FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS}`);
      return answer;
    },
  }),

  route({
    call: "POST /api/patient/study/validate/:subId",
    policy: "patient",
    tag: "programs",
    summary:
      "Finalise one of the patient's programs (WAITING_FOR_VALIDATION or INPROGRESS → DONE); a successful one pays its victory bonus once (409 NOT_VALIDATABLE otherwise).",
    async handler({ user, params, deps }) {
      return validateStudy(deps, user, params.subId);
    },
  }),
];
