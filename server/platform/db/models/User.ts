import type { JSONSchema, Modifiers, RelationMappings } from "objection";
import { LANGUAGES, type Language } from "../../../../engine/shared/languages";
import { BaseModel } from "./BaseModel";
import { Author } from "./Author";
import type { User as UserView } from "../../../../card-schemas";

export type Role = UserView["role"];

/** The roles of the account schema, as a list for the model's own JSON Schema. */
export const ROLES = ["patient", "pro", "admin"] as const satisfies readonly Role[];
export { LANGUAGES, type Language };

export class User extends BaseModel {
  declare id: string;
  declare email: string;
  declare passwordHash: string;
  declare role: Role;
  declare language: Language;
  declare timeZone: string;
  /** The name given at sign-up, to greet the person by; null when none was given. */
  declare name: string | null;
  declare createdAt: Date;
  /** Not a column: the author a pro owns, joined in when the user is loaded for a request. */
  declare authorId?: string | null;
  declare author?: Author | null;

  static override tableName = "users";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "email", "passwordHash", "role", "language"],
    properties: {
      id: { type: "string", minLength: 1 },
      email: { type: "string", minLength: 3, maxLength: 254 },
      passwordHash: { type: "string", minLength: 1 },
      role: { type: "string", enum: [...ROLES] },
      language: { type: "string", enum: [...LANGUAGES] },
      timeZone: { type: "string", minLength: 1 },
      name: { type: ["string", "null"], minLength: 1 },
    },
  };

  static override modifiers: Modifiers = {
    patients: (query) => query.where("role", "patient"),
  };

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: BaseModel.HasOneRelation,
      modelClass: Author,
      join: { from: "users.id", to: "authors.userId" },
    },
  });
}
