/**
 * The ajv validators of every schema, compiled once when this module loads (never on a request path).
 * Failures come back as `{ path, message }` where `path` is a JSON Pointer into the value checked,
 * such as `/cards/0/task/params/choices` ("" is the value itself).
 */
import { ENUM_LABELS } from "./editorLabels";
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { isCalendarDay, isInstant } from "./dayFormat";
import { isTimeZone } from "./timeZoneFormat";
import { checkContent } from "./contentChecks";
import {
  allSchemas,
  blockSchemas,
  cardSchemas,
  contentSchemas,
  documentSchemas,
  schemasByKind,
  sectionSchemas,
  analysisSchemas,
  sharedSchemas,
  taskSchemas,
  type JsonSchema,
  type SchemaKind,
} from "./registry";
import type { ProgramContent } from "./generated";

export { SCHEMA_VERSION } from "./version";
export type { JsonSchema, SchemaKind } from "./registry";

/** One validation failure. */
export interface SchemaIssue {
  /** JSON Pointer to the failing value, such as /cards/0/task/params/choices. */
  path: string;
  message: string;
}

export type ValidationResult = { ok: true } | { ok: false; errors: SchemaIssue[] };

export type ContentKind = keyof typeof contentSchemas;

/** ajv marks `unicode: false` deprecated (it still works); that one warning is noise, the rest is kept. */
const quietAboutUnicode = {
  log: console.log,
  error: console.error,
  warn(...args: unknown[]) {
    if (typeof args[0] === "string" && args[0].includes("option unicode")) return;
    console.warn(...args);
  },
};

/**
 * The one ajv factory of the project: strict, first error only, no `$data`, with formats, the
 * discriminator keyword and our `x-since` and `x-engine` annotations, and every card schema
 * registered (not compiled) so that other schemas can `$ref` them by `$id`. `options` may add
 * settings (useDefaults…) but never loosen strict mode or turn `$data` on.
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({
    allErrors: false,
    // Lengths in UTF-16 units: counting code points walks every string and was most of the cost of
    // validating a deck (npm run bench). Only a limit's exactness on emoji changes.
    unicode: false,
    logger: quietAboutUnicode,
    ...options,
    strict: true,
    $data: false,
    discriminator: true,
  });
  // Links use the fast (simpler) expressions, a fraction of the cost of the full URI grammar; days
  // and instants keep a full check, which also refuses days that do not exist (2025-02-30), leap
  // seconds and years outside 0001–9999, so that both databases receive only what they store alike.
  addFormats(ajv, { mode: "fast" });
  ajv.addFormat("date", isCalendarDay);
  ajv.addFormat("date-time", isInstant);
  ajv.addFormat("time-zone", isTimeZone);
  ajv.addKeyword({ keyword: "x-since", schemaType: "number", metaSchema: { type: "integer", minimum: 1 } });
  // Names the engine constant a limit or list of the node copies ({ "maxLength": "CHAT_MESSAGE_MAX_LENGTH" }):
  // engine/schemaLimits.test.ts checks that they are equal.
  ajv.addKeyword({
    keyword: "x-engine",
    schemaType: "object",
    metaSchema: {
      type: "object",
      minProperties: 1,
      additionalProperties: { type: "string", pattern: "^[A-Z][A-Z0-9_]*$" },
    },
  });
  // Marks the param a task card shows as its main picture (cardPicture.ts), which the page of the
  // deck preloads before any script runs.
  ajv.addKeyword({ keyword: "x-card-picture", schemaType: "boolean", metaSchema: { const: true } });
  // The labels of an enum's values in the editor's served schemas (editorTexts.ts).
  ajv.addKeyword({
    keyword: ENUM_LABELS,
    schemaType: "array",
    metaSchema: { type: "array", items: { type: "string" } },
  });
  for (const schema of allSchemas) ajv.addSchema(schema);
  return ajv;
}

const ajv = createAjv();

function compiled(schema: JsonSchema): ValidateFunction {
  const validate = ajv.getSchema(schema.$id);
  if (!validate) throw new Error(`card-schemas: ${schema.$id} did not compile`);
  return validate;
}

function compileAll<T extends { readonly [name: string]: JsonSchema }>(
  schemas: T,
): Record<keyof T, ValidateFunction> {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, compiled(schema)]),
  ) as Record<keyof T, ValidateFunction>;
}

// Compiling everything up front also makes a broken schema fail at start, not on first use.
const documentValidators = compileAll(documentSchemas);
const taskParamsValidators = compileAll(taskSchemas);
const contentValidators = compileAll(contentSchemas);
const cardValidator = compiled(sharedSchemas.card);
const blockValidator = compiled(sharedSchemas.block);
const homeSectionValidator = compiled(sharedSchemas.homeSection);
const analysisCardValidator = compiled(sharedSchemas.analysisCard);
for (const schema of allSchemas) compiled(schema);

/** Card types that have a schema, in the order of the Card union. */
export const cardTypes: readonly string[] = Object.freeze(Object.keys(cardSchemas));
/** Study task types that have a params schema. */
export const taskTypes: readonly string[] = Object.freeze(Object.keys(taskSchemas));
/** Block types that have a schema. */
export const blockTypes: readonly string[] = Object.freeze(Object.keys(blockSchemas));
/** Home section types that have a schema. */
export const homeSectionTypes: readonly string[] = Object.freeze(Object.keys(sectionSchemas));
/** Analysis card types that have a schema. */
export const analysisCardTypes: readonly string[] = Object.freeze(Object.keys(analysisSchemas));

const since = new Map<string, number>();
for (const group of [cardSchemas, taskSchemas, blockSchemas]) {
  for (const [name, schema] of Object.entries(group)) {
    const value = schema["x-since"];
    if (typeof value !== "number") throw new Error(`card-schemas: ${schema.$id} has no x-since`);
    since.set(name, value);
  }
}

/** Schema version that introduced a card, task or block type; undefined for a type we do not know. */
export function sinceOf(type: string): number | undefined {
  return since.get(type);
}

/**
 * A copy of one schema, for the server's OpenAPI document or the pro editor's forms. Schemas `$ref`
 * each other by `$id`: resolve them with `schemaFor("shared", …)` or `allSchemas`.
 */
export function schemaFor(kind: SchemaKind, name: string): JsonSchema | undefined {
  const group = schemasByKind[kind];
  return Object.hasOwn(group, name) ? structuredClone(group[name]) : undefined;
}

export { allSchemas };

function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

function toIssue(error: ErrorObject, prefix: string): SchemaIssue {
  const at = prefix + error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return { path: `${at}/${escapePointer(String(params.missingProperty))}`, message: "is required" };
    case "additionalProperties":
      return { path: `${at}/${escapePointer(String(params.additionalProperty))}`, message: "is not allowed" };
    case "discriminator": {
      const tag = String(params.tag);
      const message =
        params.error === "mapping" ? `unknown ${tag} ${JSON.stringify(params.tagValue)}` : "must be a string";
      return { path: `${at}/${escapePointer(tag)}`, message };
    }
    default:
      return { path: at, message: error.message ?? "is invalid" };
  }
}

function run(validate: ValidateFunction, value: unknown, prefix = ""): ValidationResult {
  if (validate(value)) return { ok: true };
  const seen = new Set<string>();
  const errors: SchemaIssue[] = [];
  // An if/then/else failure repeats the error of the branch taken, which is already in the list.
  const branchErrors = (validate.errors ?? []).filter((error) => error.keyword !== "if");
  for (const issue of branchErrors.map((error) => toIssue(error, prefix))) {
    const key = `${issue.path}\u0000${issue.message}`;
    if (!seen.has(key)) errors.push(issue);
    seen.add(key);
  }
  return { ok: false, errors };
}

function fail(path: string, message: string): ValidationResult {
  return { ok: false, errors: [{ path, message }] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Validates a document the server is about to send, chosen by its `screen`. */
export function validateDocument(doc: unknown): ValidationResult {
  if (!isRecord(doc)) return fail("", "must be object");
  const screen = doc.screen;
  if (typeof screen !== "string" || !Object.hasOwn(documentValidators, screen)) {
    return fail("/screen", `unknown screen ${JSON.stringify(screen)}`);
  }
  return run(documentValidators[screen as keyof typeof documentValidators], doc);
}

/** Validates one card: its schema by `type`, then a TASK's params by `task.type`. */
export function validateCard(card: unknown): ValidationResult {
  return run(cardValidator, card);
}

/** Validates one section of the home document, by its `type`. */
export function validateHomeSection(section: unknown): ValidationResult {
  return run(homeSectionValidator, section);
}

/** Validates one card of the analysis document, by its `type`. */
export function validateAnalysisCard(card: unknown): ValidationResult {
  return run(analysisCardValidator, card);
}

/** Validates one block of a custom card or author content. */
export function validateBlock(block: unknown): ValidationResult {
  return run(blockValidator, block);
}

/** Validates the params of one task type; `prefix` is prepended to the error paths. */
export function validateTaskParams(taskType: string, params: unknown, prefix = ""): ValidationResult {
  if (!Object.hasOwn(taskParamsValidators, taskType))
    return fail(prefix, `unknown task type ${JSON.stringify(taskType)}`);
  return run(taskParamsValidators[taskType as keyof typeof taskParamsValidators], params, prefix);
}

/**
 * Validates a content file (a program or a catalogue): its schema, then for a program each action's
 * params against its task type, then the rules a schema cannot say (unique ids, known translation keys…).
 */
export function validateContent(kind: ContentKind, data: unknown): ValidationResult {
  if (!Object.hasOwn(contentValidators, kind))
    return fail("", `unknown content kind ${JSON.stringify(kind)}`);
  const result = run(contentValidators[kind], data);
  if (!result.ok) return result;
  const errors: SchemaIssue[] = [];
  if (kind === "program") {
    (data as ProgramContent).actionsJournal.forEach((action, index) => {
      const params = validateTaskParams(action.taskType, action.params, `/actionsJournal/${index}/params`);
      if (!params.ok) errors.push(...params.errors);
    });
    if (errors.length > 0) return { ok: false, errors };
  }
  errors.push(...checkContent(kind, data));
  return errors.length > 0 ? { ok: false, errors } : { ok: true };
}
