/**
 * Public surface of card-schemas: the generated types, the validators and the schema version.
 * Browser code should import types from here with `import type` (erased) and SCHEMA_VERSION from
 * ./version, so that ajv and the JSON Schemas stay out of the bundle.
 */
export type * from "./generated";
export {
  allSchemas,
  blockTypes,
  cardTypes,
  createAjv,
  schemaFor,
  sinceOf,
  taskTypes,
  validateBlock,
  validateCard,
  validateContent,
  validateDocument,
  validateHomeSection,
  homeSectionTypes,
  validateAnalysisCard,
  analysisCardTypes,
  validateTaskParams,
  type ContentKind,
  type JsonSchema,
  type SchemaIssue,
  type SchemaKind,
  type ValidationResult,
} from "./validators";
export { SCHEMA_VERSION } from "./version";
