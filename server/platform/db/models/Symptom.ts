import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** An entry of the symptom catalogue; `extra` keeps the catalogue's other fields. */
export class Symptom extends BaseModel {
  declare id: string;
  declare extra: Record<string, unknown> | null;

  static override tableName = "symptoms";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id"],
    properties: {
      id: { type: "string", minLength: 1 },
      extra: { type: ["object", "null"] },
    },
  };
}
