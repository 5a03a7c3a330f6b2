/**
 * The schemas the pro editor renders its forms from (GET /api/pro/:proId/schemas, and the editor's
 * stories): the program, each task type's params and each block, every one self-contained.
 */
import type { EditorSchemas } from "./generated";
import { inlineRefs } from "./inlineRefs";
import { blockSchemas, contentSchemas, taskSchemas, type JsonSchema } from "./registry";

function inlineEach(schemas: {
  readonly [name: string]: JsonSchema;
}): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, inlineRefs(schema)]));
}

/** Built anew at each call: callers may change what they get. */
export function editorSchemas(): EditorSchemas {
  return {
    program: inlineRefs(contentSchemas.program),
    tasks: inlineEach(taskSchemas),
    blocks: inlineEach(blockSchemas),
  };
}
