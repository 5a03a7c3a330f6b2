import type { JSONSchema, Modifiers, RelationMappings } from "objection";
import { BaseModel } from "./BaseModel";
import { User } from "./User";

export class Session extends BaseModel {
  /** sha256 (hex) of the cookie token. */
  declare id: string;
  declare userId: string;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare lastSeenAt: Date;
  declare user?: User;

  static override tableName = "sessions";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "expiresAt"],
    properties: {
      // A Date: objection hands it to the validator as is.
      expiresAt: {},
      id: { type: "string", pattern: "^[0-9a-f]{64}$" },
      userId: { type: "string", minLength: 1 },
    },
  };

  static override modifiers: Modifiers = {
    live: (query) => query.where("expiresAt", ">", new Date()),
  };

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: "sessions.userId", to: "users.id" },
    },
  });
}
