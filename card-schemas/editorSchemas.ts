/**
 * The schemas the pro area renders its forms from (GET /api/pro/:proId/schemas, and the editor's
 * stories): the program, each task type's params, each block, what an author sends to their
 * patients (each author task type, a message), the author's profile and custom shop item, every one
 * self-contained.
 */
import type { EditorSchemas } from "./generated";
import { inlineRefs } from "./inlineRefs";
import { apiSchemas, blockSchemas, contentSchemas, taskSchemas, type JsonSchema } from "./registry";

type Schema = Record<string, unknown>;

function inlineEach(schemas: { readonly [name: string]: JsonSchema }): Record<string, Schema> {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, inlineRefs(schema)]));
}

/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(["examples", "enum", "const", "default"]);

/** `schema` without its `title`s: a call's are the names of its generated types, not words for authors. */
function untitled(schema: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => untitled(item));
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => isPropertyMap || key !== "title")
      .map(([key, value]) => [
        key,
        !isPropertyMap && DATA_KEYWORDS.has(key)
          ? value
          : untitled(value, !isPropertyMap && key === "properties"),
      ]),
  );
}

/** The body of one of the pro account's calls, its references inlined. */
function proCallBody(call: string): Schema {
  const calls = apiSchemas.proAccountCalls as JsonSchema & {
    definitions: Record<string, { properties: { body: object } }>;
  };
  const definition = calls.definitions[call];
  if (!definition) throw new Error(`no call ${call} in ${calls.$id}`);
  return untitled(inlineRefs(definition.properties.body, calls.$id)) as Schema;
}

/**
 * POST /tasks's body for each author task type: the autorTask is the one kind, and the key is
 * left out (the client makes one each time it sends).
 */
function authorTaskBodies(): Record<string, Schema> {
  type Body = { key?: string; autorTask: { type: string } };
  const body = proCallBody("POST /api/pro/:proId/tasks") as {
    properties: Record<string, Schema>;
    required: string[];
    examples: Body[];
  };
  const { key: _key, autorTask, ...properties } = body.properties;
  const options = (autorTask?.oneOf ?? []) as Array<{ properties: { type: { const: string } } }>;
  return Object.fromEntries(
    options.map((option) => {
      const type = option.properties.type.const;
      const examples = body.examples
        .filter((example) => example.autorTask.type === type)
        .map(({ key: _exampleKey, ...example }) => example);
      const schema = {
        ...body,
        properties: { autorTask: { ...option, description: autorTask?.description }, ...properties },
        required: body.required.filter((name) => name !== "key"),
        examples,
      };
      return [type, schema];
    }),
  );
}

/** Built anew at each call: callers may change what they get. */
export function editorSchemas(): EditorSchemas {
  return {
    program: inlineRefs(contentSchemas.program),
    tasks: inlineEach(taskSchemas),
    blocks: inlineEach(blockSchemas),
    authorTasks: authorTaskBodies(),
    authorMessage: proCallBody("POST /api/pro/:proId/content/:x"),
    profile: (proCallBody("PUT /api/pro/:proId/profile/") as { properties: { input: Schema } }).properties
      .input,
    customItem: proCallBody("POST /api/pro/:proId/custom"),
  };
}
