import type { ErrorObject, ValidateFunction } from "ajv";
import { createAjv } from "../../card-schemas/validators";
import { ValidationError, type ErrorDetail } from "../errors";
import type { JsonSchema } from "./route";

// Our own instance for request input: stop at the first error (cheap on hostile input) and never
// coerce or fill defaults into what the client sent.
const ajv = createAjv({ allErrors: false, useDefaults: false, coerceTypes: false });

function toDetail(error: ErrorObject): ErrorDetail {
  const missing = error.keyword === "required" ? `/${String(error.params.missingProperty)}` : "";
  const extra = error.keyword === "additionalProperties" ? `/${String(error.params.additionalProperty)}` : "";
  return { path: `${error.instancePath}${missing}${extra}` || "/", message: error.message ?? "is not valid" };
}

/** Compiles `schema` once (at start) into a function that throws ValidationError on bad input. */
export function compileInput<T>(schema: JsonSchema): (input: unknown) => T {
  const validate: ValidateFunction = ajv.compile(schema);
  return (input) => {
    if (!validate(input)) throw new ValidationError((validate.errors ?? []).map(toDetail));
    return input as T;
  };
}
