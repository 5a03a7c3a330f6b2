import type { JSONSchema } from "objection";
import { BaseModel } from "./BaseModel";

/** A patient's rewards balance. Written only by the ledger service. */
export class BankAccount extends BaseModel {
  declare patientusersId: string;
  declare amount: number;
  declare allTimeAmount: number;

  static override tableName = "bank_accounts";
  static override idColumn = "patientusersId";

  static override jsonSchema: JSONSchema = {
    type: "object",
    required: ["patientusersId"],
    properties: {
      patientusersId: { type: "string", minLength: 1 },
      amount: { type: "integer", minimum: 0 },
      allTimeAmount: { type: "integer", minimum: 0 },
    },
  };
}
