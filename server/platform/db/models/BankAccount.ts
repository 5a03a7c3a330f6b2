import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** A patient's rewards balance. Written only by the ledger service. */
export class BankAccount extends BaseModel {
  declare userId: string;
  declare amount: number;
  declare allTimeAmount: number;

  static override tableName = "bank_accounts";
  static override idColumn = "userId";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["userId"],
    properties: {
      userId: { type: "string", minLength: 1 },
      amount: { type: "integer", minimum: 0 },
      allTimeAmount: { type: "integer", minimum: 0 },
    },
  };
}
