/** The schema version this build of the schemas (and of the renderer) speaks. */
export const SCHEMA_VERSION = 1;
