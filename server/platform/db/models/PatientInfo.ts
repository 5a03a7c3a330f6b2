import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** docs/features/accounts.md PatientInfo: the patient's telephone number (international form); id = the patient's id. */
export class PatientInfo extends BaseModel {
  declare id: string;
  declare phone: string | null;
  declare createdAt: Date;

  static override tableName = "patient_info";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id"],
    properties: {
      id: { type: "string", minLength: 1 },
      phone: { type: ["string", "null"], pattern: "^\\+[1-9]\\d{7,14}$" },
    },
  };
}
