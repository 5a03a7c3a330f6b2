/** Personal goals (docs/features/goals.md): list, create within the limit, read, give up. */
import type { PersonalGoalBody } from "../../../card-schemas";
import crypto from "node:crypto";
import type { Knex } from "knex";
import { localDay } from "../../../engine/shared/dates";
import {
  canAddGoal,
  canBeGoal,
  createGoal,
  GOAL_IN_PROGRESS,
  MAX_GOALS_IN_PROGRESS,
} from "../../../engine/goals/goalLimits";
import { goalSuccess } from "../../../engine/goals/goalSuccess";
import { inTransaction } from "../../platform/db/transaction";
import { PersonalGoal, type User } from "../../platform/db/models";
import { Conflict, ValidationError } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import { personalGoalPolicy } from "./policy";
import { authorize } from "../../core/policies";
import { presentPersonalGoal, type GoalDataValueRow } from "./present";

type Reader = Knex | Knex.Transaction;

export interface GoalListOptions {
  /** INPROGRESS: the goals still running today; DONE: the ended ones; none: all. */
  status?: "INPROGRESS" | "DONE";
  limit: number;
  nextToken?: string;
}

type DataValueRow = GoalDataValueRow & { canBeGoal: boolean; hide: boolean };

const DATA_VALUE_COLUMNS = ["value", "type", "maxIntensity", "moreIsBetter", "canBeGoal", "hide", "extra"];

async function dataValuesByKey(db: Reader, keys: string[]): Promise<Map<string, DataValueRow>> {
  if (keys.length === 0) return new Map();
  const rows: DataValueRow[] = await db("dataValues")
    .whereIn("value", [...new Set(keys)])
    .select(...DATA_VALUE_COLUMNS);
  return new Map(rows.map((row) => [row.value, row]));
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

/**
 * Creates a goal from today (docs/features/goals.md), for a data value that can be a goal, unless
 * MAX_GOALS_IN_PROGRESS already run (409 TOO_MANY_GOALS). The patient's row is locked while
 * counting, so two creations at once cannot both pass the limit.
 */
export async function createPersonalGoal(deps: AppDeps, user: User, input: PersonalGoalBody) {
  const today = localDay(deps.now(), user.timeZone);
  const dataValue = (await dataValuesByKey(deps.db, [input.dataValue])).get(input.dataValue);
  if (!dataValue) {
    throw new ValidationError([{ path: "/dataValue", message: "is not in the data value catalogue" }]);
  }
  if (!canBeGoal(dataValue)) throw new ValidationError([{ path: "/dataValue", message: "cannot be a goal" }]);

  const goal = await inTransaction(deps.db, async (trx) => {
    // FOR NO KEY UPDATE: serializes this patient's goal creations without blocking the rows that
    // merely reference the user (their foreign keys take KEY SHARE locks).
    await trx("users").where({ id: user.id }).forNoKeyUpdate().first("id");
    const counted = await trx("personalGoals")
      .where({ patientusersId: user.id, status: GOAL_IN_PROGRESS })
      .where("end", ">", today)
      .count({ count: "*" });
    if (!canAddGoal(Number(counted[0]?.count ?? 0))) {
      throw new Conflict("TOO_MANY_GOALS", `At most ${MAX_GOALS_IN_PROGRESS} goals can be in progress`);
    }
    return PersonalGoal.query(trx).insertAndFetch({
      id: crypto.randomUUID(),
      patientusersId: user.id,
      ...createGoal({ ...input, today }),
    });
  });
  return presentPersonalGoal(goal, dataValue, user.language, today);
}

/** The patient's own goal, or 404 (another patient's goal answers the same as a missing one). */
async function ownGoal(db: Reader, user: User, id: string): Promise<PersonalGoal> {
  const goal = await PersonalGoal.query(db).findById(id);
  authorize(goal !== undefined && personalGoalPolicy.owns(user, goal));
  return goal;
}

/** A goal with the daily values of its data value from start to end and the success verdict. */
export async function getPersonalGoal(deps: AppDeps, user: User, id: string) {
  const today = localDay(deps.now(), user.timeZone);
  const goal = await ownGoal(deps.db, user, id);
  const [dataValues, rows] = await Promise.all([
    dataValuesByKey(deps.db, [goal.dataValue]),
    deps
      .db("dailyActivities")
      .where({ patientusersId: user.id, value: goal.dataValue })
      .where("date", ">=", goal.start)
      .where("date", "<", goal.end)
      .whereNotNull("intensity")
      .orderBy("date")
      .select("date", "intensity"),
  ]);
  const days = (rows as Array<{ date: string; intensity: number }>).map((row) => ({
    date: row.date,
    value: Number(row.intensity),
  }));
  return {
    ...presentPersonalGoal(goal, dataValues.get(goal.dataValue), user.language, today),
    days,
    success: goalSuccess(
      goal.typeOfGoal,
      goal.value,
      days.map((day) => day.value),
    ),
  };
}

/** Giving up deletes the goal (docs/features/goals.md). */
export async function deletePersonalGoal(deps: AppDeps, user: User, id: string): Promise<{ id: string }> {
  await inTransaction(deps.db, async (trx) => {
    const goal = await ownGoal(trx, user, id);
    await PersonalGoal.query(trx).deleteById(goal.id);
  });
  return { id };
}
