import type { JsonSchema } from "../http/route";

/** Where the OpenAPI document keeps the card-schemas documents, cards and content schemas. */
export const COMPONENTS_PREFIX = "#/components/schemas/";

/** A reference to a schema of card-schemas (by name, e.g. `dailyQueue`) in the OpenAPI document. */
export function schemaRef(name: string): JsonSchema {
  return { $ref: `${COMPONENTS_PREFIX}${name}` };
}
