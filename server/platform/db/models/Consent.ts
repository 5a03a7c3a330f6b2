import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** The consents a patient can give; NUMERO_CALL: to be called on their telephone number; OUTCHIIA: to use the AI assistant. */
export const CONSENT_IDS = ["NUMERO_CALL", "OUTCHIIA"] as const;
export type ConsentId = (typeof CONSENT_IDS)[number];

/** A consent the patient gave (no row: not given); id `<userId>_<consentId>`. */
export class Consent extends BaseModel {
  declare id: string;
  declare userId: string;
  declare consentId: ConsentId;
  declare createdAt: Date;

  static override tableName = "consents";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "consentId"],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      consentId: { type: "string", enum: [...CONSENT_IDS] },
    },
  };

  static idFor(userId: string, consentId: ConsentId): string {
    return `${userId}_${consentId}`;
  }
}
