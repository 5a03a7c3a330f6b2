import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

export const SOCIAL_EVENT_TYPES = ["PICTURE"] as const;

/** Something a patient shared with the community (a PICTURE_SOCIAL picture). */
export class SocialEvent extends BaseModel {
  declare id: string;
  declare patientusersId: string;
  declare type: (typeof SOCIAL_EVENT_TYPES)[number];
  declare path: string;
  declare fileId: string | null;
  declare createdAt: Date;

  static override tableName = "social_events";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "patientusersId", "type", "path"],
    properties: {
      id: { type: "string", minLength: 1 },
      patientusersId: { type: "string", minLength: 1 },
      type: { type: "string", enum: [...SOCIAL_EVENT_TYPES] },
      path: { type: "string", minLength: 1 },
      fileId: { type: ["string", "null"] },
    },
  };
}
