import { FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS } from "../../engine/studyFollowUp";
import { route } from "../http/route";
import { followUpAnalytics, validateStudy } from "../services/studyFollowUp";

export const endOfStudyRoutes = [
  route({
    method: "GET",
    path: "/api/patient/study/:id/followUpAnalytics",
    policy: "patient",
    tag: "programs",
    summary:
      "The patient's follow-up of one program: rewards won, completion (percent of its cards done), participants, success; cached 24 h.",
    response: {
      type: "object",
      properties: {
        rewards: { type: "integer" },
        completion: { type: "integer", minimum: 0, maximum: 100 },
        participantsCount: { type: "integer" },
        success: { type: "boolean", description: "Completion reached the program's victoryConditions." },
        subscriptionId: { type: ["string", "null"] },
        status: { type: ["string", "null"] },
      },
      required: ["rewards", "completion", "participantsCount"],
    },
    async handler({ ctx, user, params, deps }) {
      const answer = await followUpAnalytics(deps, user, params.id ?? "");
      // Private: the figures are the patient's own.
      ctx.set("Cache-Control", `private, max-age=${FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS}`);
      return answer;
    },
  }),

  route({
    method: "POST",
    path: "/api/patient/study/validate/:subId",
    policy: "patient",
    tag: "programs",
    summary:
      "Finalise one of the patient's programs (WAITING_FOR_VALIDATION or INPROGRESS → DONE); a successful one pays its victory bonus once (409 NOT_VALIDATABLE otherwise).",
    response: {
      type: "object",
      properties: {
        rewards: { type: "integer", description: "Rewards credited by this validation." },
        success: { type: "boolean" },
        status: { type: "string" },
      },
      required: ["rewards"],
    },
    async handler({ user, params, deps }) {
      return validateStudy(deps, user, params.subId ?? "");
    },
  }),
];
