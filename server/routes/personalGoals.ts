import { GOAL_PERIODS } from "../../engine/goalLimits";
import { GOAL_TYPES } from "../../engine/goalSuccess";
import { route } from "../http/route";
import {
  createPersonalGoal,
  deletePersonalGoal,
  getPersonalGoal,
  listPersonalGoals,
  type GoalInput,
} from "../services/personalGoals";

const DEFAULT_PAGE = 100;
const day = { type: "string", format: "date" };

const goalSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    dataValue: { type: "string", description: "The data value's key, as daily activities store it." },
    dataValueName: { type: "string", description: "Its name in the patient's language." },
    unit: { type: "string" },
    maxIntensity: { type: "number" },
    typeOfGoal: { type: "string", enum: [...GOAL_TYPES] },
    value: { type: "number", description: "The target." },
    start: day,
    end: { ...day, description: "The day after the goal's last day: start plus the period." },
    status: { type: "string", enum: ["INPROGRESS", "DONE"] },
    progress: {
      type: "object",
      properties: {
        elapsedDays: { type: "integer" },
        totalDays: { type: "integer" },
        steps: { type: "integer", description: "Filled steps of the ten-step bar." },
      },
    },
  },
  required: ["id", "dataValue", "typeOfGoal", "value", "start", "end", "status", "progress"],
};

export const personalGoalRoutes = [
  route<
    "patient",
    Record<string, never>,
    { status?: "INPROGRESS" | "DONE"; limit?: string; nextToken?: string }
  >({
    method: "GET",
    path: "/api/patient/personalGoals",
    policy: "patient",
    tag: "tracking",
    summary: "The patient's personal goals, newest first; `status=INPROGRESS` lists the running ones.",
    query: {
      type: "object",
      properties: {
        status: { type: "string", enum: ["INPROGRESS", "DONE"] },
        limit: { type: "string", pattern: "^(100|[1-9][0-9]?)$" },
        nextToken: { type: "string", minLength: 1, maxLength: 500 },
      },
    },
    response: {
      type: "object",
      properties: { items: { type: "array", items: goalSchema }, nextToken: { type: "string" } },
      required: ["items"],
    },
    async handler({ user, query, deps }) {
      return listPersonalGoals(deps, user, {
        status: query.status,
        limit: query.limit === undefined ? DEFAULT_PAGE : Number(query.limit),
        nextToken: query.nextToken,
      });
    },
  }),

  route<"patient", GoalInput>({
    method: "POST",
    path: "/api/patient/personalGoals",
    policy: "patient",
    tag: "tracking",
    summary:
      "Set a goal on a data value that can be a goal, from today for 7, 15 or 30 days (409 TOO_MANY_GOALS past 10 in progress).",
    status: 201,
    body: {
      type: "object",
      properties: {
        dataValue: { type: "string", minLength: 1, maxLength: 64 },
        typeOfGoal: { type: "string", enum: [...GOAL_TYPES] },
        period: { type: "integer", enum: [...GOAL_PERIODS] },
        value: { type: "number", minimum: 0, maximum: 100000 },
      },
      required: ["dataValue", "typeOfGoal", "period", "value"],
      additionalProperties: false,
    },
    response: goalSchema,
    async handler({ user, body, deps }) {
      return createPersonalGoal(deps, user, body);
    },
  }),

  route({
    method: "GET",
    path: "/api/patient/personalGoals/:id",
    policy: "patient",
    tag: "tracking",
    summary:
      "One of the patient's goals, with the daily values of its data value from start to end and the success verdict (null until data exists).",
    response: {
      ...goalSchema,
      properties: {
        ...goalSchema.properties,
        days: {
          type: "array",
          items: { type: "object", properties: { date: day, value: { type: "number" } } },
        },
        success: { type: ["boolean", "null"] },
      },
    },
    async handler({ user, params, deps }) {
      return getPersonalGoal(deps, user, params.id ?? "");
    },
  }),

  route({
    method: "DELETE",
    path: "/api/patient/personalGoals/:id",
    policy: "patient",
    tag: "tracking",
    summary: "Give up one of the patient's goals: it is deleted.",
    response: { type: "object", properties: { id: { type: "string" } } },
    async handler({ user, params, deps }) {
      return deletePersonalGoal(deps, user, params.id ?? "");
    },
  }),
];
