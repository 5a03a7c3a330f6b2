/**
 * Checks for the pro editor: unlike the start-up and deck validators, which stop at the
 * first error, these report every failing path at once, so that an author fixes a draft in one go.
 * Paths are JSON Pointers into the program document (`/actionsJournal/2/params/choices/0/label`).
 */
import type { ValidateFunction } from "ajv";
import { checkContent } from "./contentChecks";
import type { ProgramContent } from "./generated";
import { contentSchemas, sharedSchemas, taskSchemas } from "./registry";
import { createAjv, type SchemaIssue } from "./validators";

const ajv = createAjv({ allErrors: true });
const programValidator = ajv.getSchema(contentSchemas.program.$id)!;
const textsValidator = ajv.getSchema(sharedSchemas.programTexts.$id)!;
const paramsValidators = new Map(
  Object.entries(taskSchemas).map(([taskType, schema]) => [taskType, ajv.getSchema(schema.$id)!]),
);
const fieldValidators = new Map<string, ValidateFunction>();

function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

function issues(validate: ValidateFunction, value: unknown, prefix: string): SchemaIssue[] {
  if (validate(value)) return [];
  const seen = new Set<string>();
  const out: SchemaIssue[] = [];
  for (const error of validate.errors ?? []) {
    // An if/then/else or oneOf failure repeats the errors of its branches, which are in the list.
    if (error.keyword === "if") continue;
    const params = error.params as Record<string, unknown>;
    let path = prefix + error.instancePath;
    let message = error.message ?? "is invalid";
    if (error.keyword === "required") {
      path += `/${escapePointer(String(params.missingProperty))}`;
      message = "is required";
    } else if (error.keyword === "additionalProperties") {
      path += `/${escapePointer(String(params.additionalProperty))}`;
      message = "is not allowed";
    }
    const key = `${path}\u0000${message}`;
    if (!seen.has(key)) out.push({ path, message });
    seen.add(key);
  }
  return out;
}

/** The params of a task of `taskType`, every failing path under `prefix`. */
export function taskParamsIssues(taskType: string, params: unknown, prefix: string): SchemaIssue[] {
  const validate = paramsValidators.get(taskType);
  if (!validate) return [{ path: prefix, message: `unknown task type ${JSON.stringify(taskType)}` }];
  return issues(validate, params, prefix);
}

/** Each action's params against its task type (actions whose type is unknown are reported by the program schema). */
function journalParamsIssues(journal: unknown): SchemaIssue[] {
  if (!Array.isArray(journal)) return [];
  return journal.flatMap((action: unknown, index) => {
    const { taskType, params } = (action ?? {}) as { taskType?: unknown; params?: unknown };
    if (typeof taskType !== "string" || !paramsValidators.has(taskType)) return [];
    return taskParamsIssues(taskType, params, `/actionsJournal/${index}/params`);
  });
}

/** One top-level property of ProgramContent, named `field`: its schema, and for actionsJournal each action's params. */
export function programFieldIssues(field: string, value: unknown): SchemaIssue[] {
  let validate = fieldValidators.get(field);
  if (!validate) {
    validate = ajv.compile({ $ref: `${contentSchemas.program.$id}#/properties/${field}` });
    fieldValidators.set(field, validate);
  }
  const prefix = `/${escapePointer(field)}`;
  const found = issues(validate, value, prefix);
  return field === "actionsJournal" ? [...found, ...journalParamsIssues(value)] : found;
}

/** One text of a language (`key` such as `steps.habits`), against that key's schema in ProgramTexts. */
export function programTextIssues(key: string, value: string, prefix: string): SchemaIssue[] {
  // The other required texts are filled in, so that only this one is judged.
  const texts = { title: "-", description: "-", [key]: value };
  return issues(textsValidator, texts, "").map((issue) => ({
    path: prefix + issue.path.slice(`/${escapePointer(key)}`.length),
    message: issue.message,
  }));
}

/**
 * A whole program before publication: its schema, each action's params, then (once those pass) the
 * rules a schema cannot say: unique ids, texts for each language with a title and a description,
 * texts that point at real steps and actions, maxReward adding up.
 */
export function programIssues(program: unknown): SchemaIssue[] {
  const found = [
    ...issues(programValidator, program, ""),
    ...journalParamsIssues((program as { actionsJournal?: unknown } | null)?.actionsJournal),
  ];
  // The texts missing for a language are said at once too; checkContent says it when the rest passes.
  if (found.length > 0) return [...found, ...missingLanguages(program)];
  return checkContent("program", program as ProgramContent);
}

/** A language of `languages` without texts in `translations`. */
function missingLanguages(program: unknown): SchemaIssue[] {
  const { languages, translations } = (program ?? {}) as { languages?: unknown; translations?: unknown };
  if (!Array.isArray(languages) || typeof translations !== "object" || translations === null) return [];
  return languages
    .filter(
      (language): language is string =>
        typeof language === "string" && !Object.hasOwn(translations, language),
    )
    .map((language) => ({
      path: `/translations/${language}`,
      message: `is required: ${language} is in languages`,
    }));
}
