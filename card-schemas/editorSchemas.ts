/**
 * The schemas the pro area renders its forms from (GET /api/pro/:proId/schemas, and the editor's
 * stories): the program, each task type's params, each block, what an author sends to their
 * patients (each author task type, a message), the author's profile and custom shop item, every one
 * self-contained, with their texts in the pro's language (editorTexts.ts).
 */
import { ENUM_LABELS } from "./editorLabels";
import { editorTextRewriter, translateEditorText } from "./editorTexts";
import type { EditorSchemas, Language } from "./generated";
import { inlineRefs, type SchemaRewriter } from "./inlineRefs";
import { apiSchemas, blockSchemas, contentSchemas, taskSchemas, type JsonSchema } from "./registry";

type Schema = Record<string, unknown>;

/**
 * `rewrite` for a call's pieces, whose `title`s are the names of their generated types, not words
 * for authors: a node keeps no title of its own (a property gets its label).
 */
function untitled(rewrite: SchemaRewriter): SchemaRewriter {
  return (out, source, place) => {
    if (!("title" in source)) return rewrite(out, source, place);
    const { title: _title, ...rest } = source;
    delete out.title;
    rewrite(out, rest, place);
  };
}

/**
 * The body of one of the pro account's calls (or the piece of it at `piece`), its references
 * inlined, written by `rewrite`.
 */
function proCallBody(call: string, rewrite: SchemaRewriter, piece = ""): Schema {
  const calls = apiSchemas.proAccountCalls as JsonSchema & { definitions: Record<string, unknown> };
  if (!calls.definitions[call]) throw new Error(`no call ${call} in ${calls.$id}`);
  // Inlined by reference, so that its texts are keyed by their place in the file.
  const pointer = `/definitions/${call.replace(/~/g, "~0").replace(/\//g, "~1")}/properties/body${piece}`;
  return inlineRefs({ $ref: `${calls.$id}#${encodeURI(pointer)}` }, calls.$id, untitled(rewrite));
}

/**
 * POST /tasks's body for each author task type: the autorTask is the one kind, and the key is
 * left out (the client makes one each time it sends).
 */
function authorTaskBodies(rewrite: SchemaRewriter): Record<string, Schema> {
  type Body = { key?: string; autorTask: { type: string } };
  const body = proCallBody("POST /api/pro/:proId/tasks", rewrite) as {
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

/** A form's root as authors see it: named by `title` (else untitled), its description for developers left out. */
function forAuthors(schema: Schema, title?: unknown): Schema {
  const { title: _title, description: _description, ...rest } = schema;
  return typeof title === "string" ? { title, ...rest } : rest;
}

/**
 * Each task's params form named as the journal names its task type (the program's `taskType`
 * labels, in the same language), without the developers' notes on its root (its completion data,
 * the calls it makes): the fields' own help says what an author writes.
 */
function tasksForAuthors(tasks: Record<string, Schema>, program: Schema): Record<string, Schema> {
  type Node = { properties?: Record<string, Node>; items?: Node; enum?: unknown[] } & Record<string, unknown>;
  const taskType = (program as Node).properties?.actionsJournal?.items?.properties?.taskType;
  const values = taskType?.enum ?? [];
  const labels = (taskType?.[ENUM_LABELS] ?? values) as unknown[];
  const labelOf = new Map(values.map((value, index) => [value, labels[index] ?? value]));
  return Object.fromEntries(
    Object.entries(tasks).map(([name, schema]) => [name, forAuthors(schema, labelOf.get(name) ?? name)]),
  );
}

/**
 * Built anew at each call: callers may change what they get. `rewrite` writes each node's texts:
 * by default from the catalogs of `language`.
 */
export function editorSchemas(
  language: Language,
  rewrite: SchemaRewriter = editorTextRewriter((text) => translateEditorText(language, text)),
): EditorSchemas {
  const inline = (schema: JsonSchema) => inlineRefs(schema, undefined, rewrite);
  const inlineEach = (schemas: { readonly [name: string]: JsonSchema }) =>
    Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, inline(schema)]));
  const program = inline(contentSchemas.program);
  return {
    program: forAuthors(program),
    tasks: tasksForAuthors(inlineEach(taskSchemas), program),
    blocks: inlineEach(blockSchemas),
    authorTasks: authorTaskBodies(rewrite),
    authorMessage: proCallBody("POST /api/pro/:proId/content/:x", rewrite),
    profile: proCallBody("PUT /api/pro/:proId/profile/", rewrite, "/properties/input"),
    customItem: proCallBody("POST /api/pro/:proId/custom", rewrite),
  };
}
