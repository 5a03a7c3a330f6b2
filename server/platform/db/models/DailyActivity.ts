import type { JSONSchema, Modifiers } from "objection";
import { BaseModel } from "./BaseModel";

/** One tracked value of one patient on one day; id `<value>_<date>_<userId>`. */
export class DailyActivity extends BaseModel {
  declare id: string;
  declare intensity: number | null;
  declare value: string;
  declare data: unknown;
  declare category: string | null;
  declare userId: string;
  declare date: string;
  declare source: "USER" | "IOT";
  declare createdAt: Date;
  declare updatedAt: Date;

  static override tableName = "daily_activities";
  static override jsonAttributes = ["data"];

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "value", "userId", "date"],
    properties: {
      id: { type: "string", minLength: 1 },
      intensity: { type: ["number", "null"] },
      value: { type: "string", minLength: 1 },
      // Any JSON the value needs (a multiselect's choices, a place…).
      data: {},
      category: { type: ["string", "null"] },
      userId: { type: "string", minLength: 1 },
      date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      source: { type: "string", enum: ["USER", "IOT"] },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("userId", userId),
  };

  static idFor(value: string, date: string, userId: string): string {
    return `${value}_${date}_${userId}`;
  }
}
