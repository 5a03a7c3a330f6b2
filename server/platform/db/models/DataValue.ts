import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** A trackable value of the catalogue (docs/features/tracking.md). */
export class DataValue extends BaseModel {
  declare id: string;
  declare value: string;
  declare category: string | null;
  declare type: string;
  declare sortKey: number;
  declare scaleMode: string;
  declare intensityMultiplicator: number | null;
  declare intensityConstant: number | null;
  declare maxIntensity: number | null;
  declare rewards: number;
  declare canBeGoal: boolean;
  declare moreIsBetter: boolean;
  declare hide: boolean;
  declare symptoms: string[];
  declare all: boolean;
  declare extra: Record<string, unknown> | null;

  static override tableName = "data_values";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "value", "type"],
    properties: {
      id: { type: "string", minLength: 1 },
      value: { type: "string", minLength: 1 },
      category: { type: ["string", "null"] },
      type: { type: "string", minLength: 1 },
      sortKey: { type: "integer" },
      scaleMode: { type: "string" },
      intensityMultiplicator: { type: ["number", "null"] },
      intensityConstant: { type: ["number", "null"] },
      maxIntensity: { type: ["number", "null"] },
      rewards: { type: "integer", minimum: 0 },
      canBeGoal: { type: "boolean" },
      moreIsBetter: { type: "boolean" },
      hide: { type: "boolean" },
      symptoms: { type: "array", items: { type: "string" } },
      all: { type: "boolean" },
      extra: { type: ["object", "null"] },
    },
  };
}
