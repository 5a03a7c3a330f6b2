import type { JSONSchema, Modifiers } from "objection";
import uploadCalls from "../../../../card-schemas/api/uploads.schema.json" with { type: "json" };
import type { FileAccess } from "../../../../card-schemas";
import { BaseModel } from "./BaseModel";

/** An uploaded file; the bytes live in the storage adapter under `path`. */
export class StoredFile extends BaseModel {
  declare id: string;
  declare userId: string;
  declare access: FileAccess;
  declare path: string;
  declare contentType: string;
  declare size: number;
  declare createdAt: Date;

  static override tableName = "stored_files";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "access", "path", "contentType", "size"],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      access: { type: "string", enum: uploadCalls.definitions.fileAccess.enum },
      path: { type: "string", minLength: 1 },
      contentType: { type: "string", minLength: 1 },
      size: { type: "integer", minimum: 1 },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("userId", userId),
  };
}
