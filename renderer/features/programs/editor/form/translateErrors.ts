import type { RJSFValidationError } from "@rjsf/utils";
import type { ProMessageId } from "../../../../app/pro/i18n/proLocales";
import type { ProTranslate } from "../../../../app/pro/i18n/useProT";

/** ajv's keywords worded in the author's language (its own messages are English). */
const KEYWORD_MESSAGES: Record<string, ProMessageId> = {
  required: "pro.validation.required",
  minLength: "pro.validation.minLength",
  maxLength: "pro.validation.maxLength",
  minimum: "pro.validation.minimum",
  maximum: "pro.validation.maximum",
  minItems: "pro.validation.minItems",
  maxItems: "pro.validation.maxItems",
  pattern: "pro.validation.pattern",
  format: "pro.validation.format",
  enum: "pro.validation.enum",
  type: "pro.validation.type",
  uniqueItems: "pro.validation.uniqueItems",
};

const LIMIT_KEYS = ["limit", "missingProperty"];

export function translateErrors(t: ProTranslate) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors
      // A oneOf's branches each complain about the others; the chosen block's own errors remain.
      .filter((error) => error.name !== "oneOf" && error.name !== "const" && error.name !== "if")
      .map((error) => {
        const id = error.name ? KEYWORD_MESSAGES[error.name] : undefined;
        if (!id) return error;
        const params = (error.params ?? {}) as Record<string, unknown>;
        const limit = LIMIT_KEYS.map((key) => params[key]).find((value) => value !== undefined);
        return {
          ...error,
          message: t(id, { limit: typeof limit === "number" ? limit : String(limit ?? "") }),
        };
      });
}
