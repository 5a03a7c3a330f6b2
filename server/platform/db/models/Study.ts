import type { JSONSchema, RelationMappings } from "objection";
import type { JournalAction } from "../../../../engine/deck/dailyQueue";
import { BaseModel } from "./BaseModel";
import { Author } from "./Author";

/** A program (study) loaded from `content/programs/`; texts live in `translations`. */
export class Study extends BaseModel {
  declare id: string;
  declare authorId: string;
  declare studyDuration: number;
  declare status: string;
  declare category: "followup" | "challenge";
  declare languages: string[];
  declare mediaLink: string | null;
  declare logoLink: string | null;
  declare maxReward: number;
  declare steps: Array<{ stepId: string }>;
  declare symptoms: string[];
  declare datavalues: string[];
  declare victoryConditions: unknown;
  declare subscriptionConditions: unknown[];
  declare actionsJournal: JournalAction[];
  declare dependencies: unknown[];
  declare termsUrl: string | null;
  /** The day the program went live (YYYY-MM-DD), when known. */
  declare publishedAt: string | null;
  declare author?: Author;

  static override tableName = "studies";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "authorId", "studyDuration", "status", "category", "languages", "actionsJournal"],
    properties: {
      id: { type: "string", minLength: 1 },
      authorId: { type: "string", minLength: 1 },
      studyDuration: { type: "integer", minimum: 1 },
      status: { type: "string" },
      category: { type: "string", enum: ["followup", "challenge"] },
      languages: { type: "array", items: { type: "string" } },
      mediaLink: { type: ["string", "null"] },
      logoLink: { type: ["string", "null"] },
      maxReward: { type: "integer", minimum: 0 },
      steps: { type: "array" },
      symptoms: { type: "array" },
      datavalues: { type: "array" },
      victoryConditions: { type: "object" },
      subscriptionConditions: { type: "array" },
      actionsJournal: { type: "array" },
      dependencies: { type: "array" },
      termsUrl: { type: ["string", "null"] },
      publishedAt: { type: ["string", "null"] },
    },
  };

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Author,
      join: { from: "studies.authorId", to: "authors.id" },
    },
  });
}
