import type { RJSFSchema } from "@rjsf/utils";
import proAccount from "../../../card-schemas/api/proAccount.schema.json";
import { inlineRefs } from "../../../card-schemas/inlineRefs";

/**
 * The pro account's forms, drawn from the contract's own definitions (GET /schemas serves only the
 * program's), with their references inlined for rjsf.
 */
const definition = (name: keyof typeof proAccount.definitions): RJSFSchema =>
  inlineRefs(proAccount.definitions[name], proAccount.$id) as RJSFSchema;

/** The profile's PUT `input`. */
export const profileInputSchema = definition("profileInput");

/** The custom item's POST body: its words and its price. */
export const customItemBodySchema: RJSFSchema = {
  type: "object",
  properties: { input: definition("customItemInput"), price: definition("customItemPrice") },
  required: ["input", "price"],
  additionalProperties: false,
};
