import type { JSONSchema, Modifiers } from "objection";
import { BaseModel } from "./BaseModel";

/** One change of a balance; `idempotencyKey` makes a retried payment a no-op. */
export class LedgerEntry extends BaseModel {
  declare id: string;
  declare userId: string;
  declare delta: number;
  declare reason: string;
  declare reference: string | null;
  declare idempotencyKey: string;
  declare balanceAfter: number;
  declare createdAt: Date;

  static override tableName = "ledger_entries";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["id", "userId", "delta", "reason", "idempotencyKey", "balanceAfter"],
    properties: {
      id: { type: "string", minLength: 1 },
      userId: { type: "string", minLength: 1 },
      delta: { type: "integer" },
      reason: { type: "string", minLength: 1 },
      reference: { type: ["string", "null"] },
      idempotencyKey: { type: "string", minLength: 1 },
      balanceAfter: { type: "integer", minimum: 0 },
    },
  };

  static override modifiers: Modifiers = {
    ofPatient: (query, userId: string) => query.where("userId", userId),
  };
}
