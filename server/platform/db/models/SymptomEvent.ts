import type { JSONSchema, Modifiers } from "objection";
import { BaseModel } from "./BaseModel";

/** One occurrence of a symptom (docs/features/tracking.md). */
export class SymptomEvent extends BaseModel {
  declare id: string;
  declare userId: string;
  declare symptom: string;
  declare intensity: number;
  declare date: string;
  declare duration: number | null;
  /** `{ comment?, migraineType?, medicationID?, triggers? }` (trigger ids of SYMMTOM_TRIGGER_CARD). */
  declare variables: Record<string, unknown> | null;
  declare createdAt: Date;

  static override tableName = "symptom_events";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "symptom", "intensity", "date"],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      symptom: { type: "string", minLength: 1 },
      intensity: { type: "integer", minimum: 0, maximum: 5 },
      date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      duration: { type: ["integer", "null"], minimum: 0 },
      variables: { type: ["object", "null"] },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("userId", userId),
  };
}
