import type { JSONSchema, Modifiers } from "objection";
import type { GoalStatus, GoalType } from "../../../../card-schemas";
import { GOAL_STATUSES } from "../../../../engine/goals/goalLimits";
import { GOAL_TYPES } from "../../../../engine/goals/goalSuccess";
import { BaseModel } from "./BaseModel";

/** A goal a patient set on one of their data values (docs/features/goals.md). */
export class PersonalGoal extends BaseModel {
  declare id: string;
  declare userId: string;
  /** The data value's key, as daily activities store it. */
  declare dataValue: string;
  declare typeOfGoal: GoalType;
  declare start: string;
  /** The day after the goal's last day. */
  declare end: string;
  declare status: GoalStatus;
  declare value: number;
  declare createdAt: Date;

  static override tableName = "personal_goals";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "dataValue", "typeOfGoal", "start", "end", "status", "value"],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      dataValue: { type: "string", minLength: 1 },
      typeOfGoal: { type: "string", enum: [...GOAL_TYPES] },
      start: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      end: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      status: { type: "string", enum: [...GOAL_STATUSES] },
      value: { type: "number" },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("userId", userId),
  };
}
