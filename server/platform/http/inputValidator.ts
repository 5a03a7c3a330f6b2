import type { FieldProblem } from "../../../card-schemas";
import type { ErrorObject, ValidateFunction } from "ajv";
import { createAjv } from "../../../card-schemas/validators";
import { ValidationError } from "../../core/errors";

// Our own instances for request input: stop at the first error (cheap on hostile input) and never
// fill defaults into what the client sent. Bodies and path parameters are taken as sent; a query
// string is all text, so its schema's numbers and booleans are coerced from it (`?limit=10`).
// `verbose` gives a failed `oneOf` its branches, to name the alternatives it offers.
// `strictNumbers` refuses NaN and the infinities a JSON body can carry (`1e309` parses as Infinity).
const strict = createAjv({
  allErrors: false,
  useDefaults: false,
  coerceTypes: false,
  strictNumbers: true,
  verbose: true,
});
const coercing = createAjv({
  allErrors: false,
  useDefaults: false,
  coerceTypes: true,
  strictNumbers: true,
  verbose: true,
});

/** The fields each branch of a `oneOf` requires ("date", "from and to"), when every branch names some. */
function alternatives(branches: unknown): string[] | undefined {
  if (!Array.isArray(branches)) return undefined;
  const names = branches.map((branch) => (branch as { required?: unknown }).required);
  if (!names.every((required) => Array.isArray(required) && required.length > 0)) return undefined;
  return (names as string[][]).map((required) => required.join(" and "));
}

function toDetail(error: ErrorObject): FieldProblem {
  const choices = error.keyword === "oneOf" ? alternatives(error.schema) : undefined;
  if (choices)
    return { path: error.instancePath || "/", message: `must have either ${choices.join(", or ")}` };
  const missing = error.keyword === "required" ? `/${String(error.params.missingProperty)}` : "";
  const extra = error.keyword === "additionalProperties" ? `/${String(error.params.additionalProperty)}` : "";
  return { path: `${error.instancePath}${missing}${extra}` || "/", message: error.message ?? "is not valid" };
}

/**
 * The errors worth reading: within a `oneOf` of alternative fields, a branch's missing or extra
 * field only says that it was not the branch meant; the `oneOf` itself names the alternatives.
 */
function readable(errors: readonly ErrorObject[]): ErrorObject[] {
  const choices = errors.filter((e) => e.keyword === "oneOf" && alternatives(e.schema));
  return errors.filter(
    (error) =>
      !(error.keyword === "required" || error.keyword === "additionalProperties") ||
      !choices.some((choice) => error.schemaPath.startsWith(`${choice.schemaPath}/`)),
  );
}

function checker(validate: ValidateFunction): (input: unknown) => unknown {
  return (input) => {
    if (!validate(input)) throw new ValidationError(readable(validate.errors ?? []).map(toDetail));
    return input;
  };
}

/** Compiles `schema` once (at start) into a function that throws ValidationError on bad input. */
export function compileInput(schema: object): (input: unknown) => unknown {
  return checker(strict.compile(schema));
}

/**
 * The query parameters whose text became a number that is not finite. Ajv's coercion turns
 * `Infinity` and `1e309` into Infinity, which is an integer to it, and would lift every page cap.
 */
function infinite(query: Record<string, unknown>): FieldProblem[] {
  return Object.entries(query)
    .filter(([, value]) => typeof value === "number" && !Number.isFinite(value))
    .map(([name]) => ({ path: `/${name}`, message: "must be a finite number" }));
}

/** The same for a query string: the values are coerced in place to their schema's types first. */
export function compileQuery(schema: object): (input: Record<string, unknown>) => unknown {
  const check = checker(coercing.compile(schema));
  return (query) => {
    check(query);
    const problems = infinite(query);
    if (problems.length > 0) throw new ValidationError(problems);
    return query;
  };
}
