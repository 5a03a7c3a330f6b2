import type { ValidateFunction } from "ajv";
import { Validator, type Model, type ValidatorArgs } from "objection";
import { createAjv } from "../../../../card-schemas/validators";

/**
 * Objection validation through the project's one ajv factory. Patches validate without
 * `required`, as objection's own validator does.
 */
export class SchemaValidator extends Validator {
  private readonly ajv = createAjv();
  private readonly cache = new Map<string, ValidateFunction>();

  /** The compiled schema of a model (cached; `warmModelValidators` fills the cache at start). */
  compile(modelClass: typeof Model, patch: boolean): ValidateFunction | undefined {
    const schema = modelClass.jsonSchema;
    if (!schema) return undefined;
    const key = `${modelClass.tableName}:${patch}`;
    let validate = this.cache.get(key);
    if (!validate) {
      validate = this.ajv.compile(patch ? { ...schema, required: [] } : schema);
      this.cache.set(key, validate);
    }
    return validate;
  }

  override validate({ model, json, options }: ValidatorArgs) {
    const modelClass = model.constructor as typeof Model;
    const validate = this.compile(modelClass, !!options.patch);
    if (validate && !validate(json)) {
      const data: Record<string, Array<{ message: string; keyword: string; params: object }>> = {};
      for (const error of validate.errors ?? []) {
        const missing = error.keyword === "required" ? String(error.params.missingProperty) : "";
        const path = error.instancePath.slice(1).replaceAll("/", ".") || missing || "model";
        (data[path] ??= []).push({
          message: error.message ?? "is invalid",
          keyword: error.keyword,
          params: error.params,
        });
      }
      throw modelClass.createValidationError({ type: "ModelValidation", data });
    }
    return json;
  }
}

export const schemaValidator = new SchemaValidator();
