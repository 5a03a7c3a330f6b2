import type { JSONSchema } from "objection";
import { LUCKY_WHEEL_COUNT } from "../../../../engine/rewards/luckyWheel";
import { BaseModel } from "./BaseModel";

export class UserMetadata extends BaseModel {
  declare userId: string;
  /** The lucky-wheel counter, 0..6. */
  declare luckyOutchi: number;
  declare luckyDraws: number;

  static override tableName = "user_metadata";
  static override idColumn = "userId";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["userId"],
    properties: {
      userId: { type: "string", minLength: 1 },
      luckyOutchi: { type: "integer", minimum: 0, maximum: LUCKY_WHEEL_COUNT },
      luckyDraws: { type: "integer", minimum: 0 },
    },
  };
}
