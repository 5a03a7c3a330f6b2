import type { JSONSchema, Modifiers } from "objection";
import cardStatusSchema from "../../../../card-schemas/cards/_cardStatus.schema.json" with { type: "json" };
import type { CardStatus } from "../../../../card-schemas/generated/CardStatus";
import { BaseModel } from "./BaseModel";

/** What a todo card carries besides its columns (docs/features/deck.md). */
export interface NotificationParameters {
  uniqueId: string;
  taskType?: string;
  taskParameters?: Record<string, unknown>;
  media?: unknown;
  /** The card to send to a renderer that does not know `type`, or "drop" (AdaptiveCards). */
  fallback?: unknown;
  /** The version of the program the card was dealt from: its texts are that version's. */
  version?: number;
}

/** A todo card of one patient for one day. */
export class Notification extends BaseModel {
  declare id: string;
  declare userId: string;
  declare type: string;
  declare date: string;
  declare maxDate: string;
  declare rewards: number;
  declare parameters: NotificationParameters;
  /** The study (or author) the card comes from. */
  declare globalnotificationId: string;
  /** The journal action's uniqueId. */
  declare routinetaskId: string;
  declare sortOrder: number;
  declare status: CardStatus;
  declare result: unknown;
  declare doneAt: Date | null;
  declare createdAt: Date;

  static override tableName = "notifications";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: [
      "id",
      "userId",
      "type",
      "date",
      "maxDate",
      "parameters",
      "globalnotificationId",
      "routinetaskId",
    ],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      type: { type: "string", minLength: 1 },
      date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      maxDate: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      rewards: { type: "integer", minimum: 0 },
      parameters: { type: "object", required: ["uniqueId"], properties: { uniqueId: { type: "string" } } },
      globalnotificationId: { type: "string" },
      routinetaskId: { type: "string" },
      sortOrder: { type: "integer" },
      status: { type: "string", enum: cardStatusSchema.enum },
      result: { type: ["object", "null"] },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("userId", userId),
  };
}

/** A stored card, as the deck reads it. */
export type StoredCard = Pick<
  Notification,
  "id" | "type" | "date" | "maxDate" | "rewards" | "globalnotificationId" | "parameters" | "sortOrder"
>;
