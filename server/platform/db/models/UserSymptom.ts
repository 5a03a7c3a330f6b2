import type { JSONSchema, Modifiers } from "objection";
import { BaseModel } from "./BaseModel";

/** A recurring symptom a patient tracks. */
export class UserSymptom extends BaseModel {
  declare id: string;
  declare patientusersId: string;
  declare symptom: string;

  static override tableName = "user_symptoms";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "patientusersId", "symptom"],
    properties: {
      id: { type: "string", minLength: 1 },
      patientusersId: { type: "string", minLength: 1 },
      symptom: { type: "string", minLength: 1 },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("patientusersId", userId),
  };
}
