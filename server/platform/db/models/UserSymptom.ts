import type { JSONSchema, Modifiers } from "objection";
import { BaseModel } from "./BaseModel";

/** A recurring symptom a patient tracks. */
export class UserSymptom extends BaseModel {
  declare id: string;
  declare userId: string;
  declare symptom: string;

  static override tableName = "user_symptoms";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "symptom"],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      symptom: { type: "string", minLength: 1 },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("userId", userId),
  };
}
