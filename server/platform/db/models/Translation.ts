import type { JSONSchema } from "objection";
import { LANGUAGES, type Language } from "../../../../engine/shared/languages";
import { BaseModel } from "./BaseModel";

/** One text in one language; program texts use keys `study.<id>.<key>`. */
export class Translation extends BaseModel {
  declare language: Language;
  declare key: string;
  declare value: string;

  static override tableName = "translations";
  static override idColumn = ["language", "key"];

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["language", "key", "value"],
    properties: {
      language: { type: "string", enum: [...LANGUAGES] },
      key: { type: "string", minLength: 1 },
      value: { type: "string" },
    },
  };
}
