import type { JSONSchema, Modifiers } from "objection";
import { BaseModel } from "./BaseModel";

export class MedicationIntake extends BaseModel {
  declare id: string;
  declare userId: string;
  declare medicationId: string;
  declare datetime: Date;
  declare crisisId: string | null;
  declare efficiency: number | null;
  declare createdAt: Date;

  static override tableName = "medication_intakes";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "medicationId", "datetime"],
    properties: {
      // A Date: objection hands it to the validator as is.
      datetime: {},
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      medicationId: { type: "string", minLength: 1 },
      crisisId: { type: ["string", "null"] },
      efficiency: { type: ["integer", "null"] },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("userId", userId),
  };
}
