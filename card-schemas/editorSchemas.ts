/**
 * The schemas the pro editor renders its forms from (GET /api/pro/:proId/schemas, and the editor's
 * stories): the program, each task type's params and each block, every one self-contained, with
 * their texts in the pro's language (editorTexts.ts).
 */
import { editorTextRewriter, translateEditorText } from "./editorTexts";
import type { EditorSchemas, Language } from "./generated";
import { inlineRefs, type SchemaRewriter } from "./inlineRefs";
import { blockSchemas, contentSchemas, taskSchemas, type JsonSchema } from "./registry";

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
  return {
    program: inline(contentSchemas.program),
    tasks: inlineEach(taskSchemas),
    blocks: inlineEach(blockSchemas),
  };
}
