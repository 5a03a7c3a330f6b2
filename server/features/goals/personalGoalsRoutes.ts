import { route } from "../../platform/http/route";
import { createPersonalGoal } from "./createPersonalGoal";
import { deletePersonalGoal } from "./deletePersonalGoal";
import { getPersonalGoal } from "./personalGoalDetail";
import { listPersonalGoals } from "./personalGoalList";

const DEFAULT_PAGE = 100;

export const personalGoalRoutes = [
  route({
    call: "GET /api/patient/personalGoals",
    policy: "patient",
    tag: "tracking",
    summary: "The patient's personal goals, newest first; `status=INPROGRESS` lists the running ones.",
    async handler({ user, query, deps }) {
      return listPersonalGoals(deps, user, {
        status: query.status,
        limit: query.limit ?? DEFAULT_PAGE,
        nextToken: query.nextToken,
      });
    },
  }),

  route({
    call: "POST /api/patient/personalGoals",
    policy: "patient",
    tag: "tracking",
    summary:
      "Set a goal on a data value that can be a goal, from today for 7, 15 or 30 days (409 TOO_MANY_GOALS past 10 in progress).",
    status: 201,
    async handler({ user, body, deps }) {
      return createPersonalGoal(deps, user, body);
    },
  }),

  route({
    call: "GET /api/patient/personalGoals/:id",
    policy: "patient",
    tag: "tracking",
    summary:
      "One of the patient's goals, with the daily values of its data value from start to end and the success verdict (null until data exists).",
    async handler({ user, params, deps }) {
      return getPersonalGoal(deps, user, params.id);
    },
  }),

  route({
    call: "DELETE /api/patient/personalGoals/:id",
    policy: "patient",
    tag: "tracking",
    summary: "Give up one of the patient's goals: it is deleted.",
    async handler({ user, params, deps }) {
      return deletePersonalGoal(deps, user, params.id);
    },
  }),
];
