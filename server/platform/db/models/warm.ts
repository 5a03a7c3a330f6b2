import type { Model } from "objection";
import * as models from "./index";
import { schemaValidator } from "./SchemaValidator";

/** Compiles every model's schema at start, so no request pays for it. */
export function warmModelValidators(): void {
  for (const candidate of Object.values(models)) {
    if (typeof candidate === "function" && candidate.prototype instanceof models.BaseModel) {
      schemaValidator.compile(candidate as typeof Model, false);
      schemaValidator.compile(candidate as typeof Model, true);
    }
  }
}
