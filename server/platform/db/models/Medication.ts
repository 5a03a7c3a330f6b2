import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** An entry of the medication catalogue. */
export class Medication extends BaseModel {
  declare id: string;
  declare name: string;
  declare extra: Record<string, unknown> | null;

  static override tableName = "medications";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "name"],
    properties: {
      id: { type: "string", minLength: 1 },
      name: { type: "string", minLength: 1 },
      extra: { type: ["object", "null"] },
    },
  };
}
