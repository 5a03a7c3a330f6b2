import type { ErrorObject, ValidateFunction } from "ajv";
import { createAjv } from "../../card-schemas/validators";
import { ValidationError, type ErrorDetail } from "../errors";

// Our own instances for request input: stop at the first error (cheap on hostile input) and never
// fill defaults into what the client sent. Bodies and path parameters are taken as sent; a query
// string is all text, so its schema's numbers and booleans are coerced from it (`?limit=10`).
const strict = createAjv({ allErrors: false, useDefaults: false, coerceTypes: false });
const coercing = createAjv({ allErrors: false, useDefaults: false, coerceTypes: true });

function toDetail(error: ErrorObject): ErrorDetail {
  const missing = error.keyword === "required" ? `/${String(error.params.missingProperty)}` : "";
  const extra = error.keyword === "additionalProperties" ? `/${String(error.params.additionalProperty)}` : "";
  return { path: `${error.instancePath}${missing}${extra}` || "/", message: error.message ?? "is not valid" };
}

function checker(validate: ValidateFunction): (input: unknown) => unknown {
  return (input) => {
    if (!validate(input)) throw new ValidationError((validate.errors ?? []).map(toDetail));
    return input;
  };
}

/** Compiles `schema` once (at start) into a function that throws ValidationError on bad input. */
export function compileInput(schema: object): (input: unknown) => unknown {
  return checker(strict.compile(schema));
}

/** The same for a query string: the values are coerced in place to their schema's types first. */
export function compileQuery(schema: object): (input: Record<string, unknown>) => unknown {
  return checker(coercing.compile(schema));
}
