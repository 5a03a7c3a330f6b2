import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** A patient's rewards balance. Written only by the ledger service. */
export class BankAccount extends BaseModel {
  declare userId: string;
  declare amount: number;
  declare allTimeAmount: number;
  /** The part of `amount` the platform paid for what authors created: virtual items only (docs/features/rewards.md). */
  declare authoredAmount: number;

  static override tableName = "bank_accounts";
  static override idColumn = "userId";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["userId"],
    properties: {
      userId: { type: "string", minLength: 1 },
      amount: { type: "integer", minimum: 0 },
      allTimeAmount: { type: "integer", minimum: 0 },
      authoredAmount: { type: "integer", minimum: 0 },
    },
  };
}
