import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** A professional or organisation that publishes programs (`Study.author`); `userId` links a pro account. */
export class Author extends BaseModel {
  declare id: string;
  declare userId: string | null;
  declare name: string;
  /** Multiplier of the author-subscription prices (docs/features/authors.md). */
  declare monthPrice: number;
  declare month: number | null;
  declare year: number | null;
  declare monthReduction: number | null;
  declare yearReduction: number | null;
  declare extra: Record<string, unknown> | null;

  static override tableName = "authors";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "name"],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: ["string", "null"] },
      name: { type: "string", minLength: 1, maxLength: 200 },
      monthPrice: { type: "number", minimum: 0 },
      month: { type: ["integer", "null"], minimum: 0 },
      year: { type: ["integer", "null"], minimum: 0 },
      monthReduction: { type: ["integer", "null"], minimum: 0 },
      yearReduction: { type: ["integer", "null"], minimum: 0 },
      extra: { type: ["object", "null"] },
    },
  };
}
