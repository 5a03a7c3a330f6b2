import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** A fixed-window counter of attempts for one key (for example sign-in per email and IP). */
export class RateLimit extends BaseModel {
  declare key: string;
  declare windowStart: Date;
  declare count: number;

  static override tableName = "rate_limits";
  static override idColumn = ["key", "windowStart"];

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["key", "windowStart"],
    properties: {
      // A Date: objection hands it to the validator as is.
      windowStart: {},
      key: { type: "string", minLength: 1 },
      count: { type: "integer", minimum: 0 },
    },
  };
}
