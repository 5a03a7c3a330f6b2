/** The patient's personal goals (docs/features/goals.md), newest first, a page at a time. */
import { localDay } from "../../../engine/shared/dates";
import { GOAL_IN_PROGRESS } from "../../../engine/goals/goalLimits";
import { PersonalGoal, type User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import { presentPersonalGoal } from "./present";
import { dataValuesByKey } from "./goalDataValues";

export interface GoalListOptions {
  /** INPROGRESS: the goals still running today; DONE: the ended ones; none: all. */
  status?: "INPROGRESS" | "DONE";
  limit: number;
  nextToken?: string;
}

// The list is paged by (createdAt, id), newest first; the token is where the last page stopped.
function encodeToken(goal: PersonalGoal): string {
  return Buffer.from(JSON.stringify([new Date(goal.createdAt).toISOString(), goal.id])).toString("base64url");
}

function decodeToken(token: string): [string, string] {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      typeof decoded[0] === "string" &&
      !Number.isNaN(Date.parse(decoded[0])) &&
      typeof decoded[1] === "string"
    ) {
      return [decoded[0], decoded[1]];
    }
  } catch {
    // Falls through to the validation error below.
  }
  throw new ValidationError([{ path: "/nextToken", message: "is not a token of this list" }]);
}

export async function listPersonalGoals(deps: AppDeps, user: User, options: GoalListOptions) {
  const today = localDay(deps.now(), user.timeZone);
  const query = PersonalGoal.query(deps.db)
    .modify("ofPatient", user.id)
    // Milliseconds: the precision the token keeps (PostgreSQL stores microseconds).
    .orderByRaw("date_trunc('milliseconds', ??) desc, ?? desc", ["createdAt", "id"])
    .limit(options.limit + 1);
  // In progress: still INPROGRESS and the end day not yet come (engine isGoalInProgress).
  if (options.status === "INPROGRESS") query.where("status", GOAL_IN_PROGRESS).where("end", ">", today);
  if (options.status === "DONE") {
    query.where((done) => done.whereNot("status", GOAL_IN_PROGRESS).orWhere("end", "<=", today));
  }
  if (options.nextToken !== undefined) {
    const [createdAt, id] = decodeToken(options.nextToken);
    query.whereRaw("(date_trunc('milliseconds', ??), ??) < (?::timestamptz, ?)", [
      "createdAt",
      "id",
      createdAt,
      id,
    ]);
  }
  const goals = await query;
  const page = goals.slice(0, options.limit);
  const dataValues = await dataValuesByKey(
    deps.db,
    page.map((goal) => goal.dataValue),
  );
  const last = page.at(-1);
  return {
    items: page.map((goal) =>
      presentPersonalGoal(goal, dataValues.get(goal.dataValue), user.language, today),
    ),
    ...(goals.length > options.limit && last ? { nextToken: encodeToken(last) } : {}),
  };
}
