import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";
import type { Language } from "./User";

export const SOCIAL_EVENT_TYPES = ["PICTURE"] as const;

/** A PICTURE_SOCIAL picture shared with the community (server/features/community/communityFeed.ts reads every type). */
export class SocialEvent extends BaseModel {
  declare id: string;
  declare userId: string;
  declare type: (typeof SOCIAL_EVENT_TYPES)[number];
  declare path: string;
  declare fileId: string | null;
  /** The community feed's fields (docs/features/community.md); the other columns keep their defaults here. */
  declare language: Language;
  declare variables: { fileId?: string };
  declare createdAt: Date;

  static override tableName = "social_events";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "type", "path"],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      type: { type: "string", enum: [...SOCIAL_EVENT_TYPES] },
      path: { type: "string", minLength: 1 },
      fileId: { type: ["string", "null"] },
    },
  };
}
