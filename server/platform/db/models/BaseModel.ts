import { Model, type Validator } from "objection";
import { schemaValidator } from "./SchemaValidator";

/**
 * Column names are mapped by the knex instance (knexSnakeCaseMappers), so models speak camelCase
 * and must not add their own mappers on top.
 */
export class BaseModel extends Model {
  static override useLimitInFirst = true;

  static override createValidator(): Validator {
    return schemaValidator;
  }
}
