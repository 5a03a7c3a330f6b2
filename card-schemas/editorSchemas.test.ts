import { describe, expect, it } from "vitest";
import { editorSchemas } from "./editorSchemas";
import { blockSchemas, contentSchemas, taskSchemas, type JsonSchema } from "./registry";
import { createAjv } from "./validators";

const schemas = editorSchemas("en");
const cases: Array<[string, Record<string, unknown>, JsonSchema]> = [
  ["program", schemas.program, contentSchemas.program],
  ...Object.entries(schemas.tasks).map(([name, schema]): [string, Record<string, unknown>, JsonSchema] => [
    `task ${name}`,
    schema ?? {},
    taskSchemas[name as keyof typeof taskSchemas],
  ]),
  ...Object.entries(schemas.blocks).map(([name, schema]): [string, Record<string, unknown>, JsonSchema] => [
    `block ${name}`,
    schema ?? {},
    blockSchemas[name as keyof typeof blockSchemas],
  ]),
];

describe("editorSchemas", () => {
  it("covers every task type and block type", () => {
    expect(Object.keys(schemas.tasks)).toEqual(Object.keys(taskSchemas));
    expect(Object.keys(schemas.blocks)).toEqual(Object.keys(blockSchemas));
  });

  it.each(cases)("%s stands alone and accepts its schema's examples", (_name, schema, source) => {
    expect(JSON.stringify(schema)).not.toContain('"$ref"');
    // A fresh ajv that knows none of our schemas: anything left unresolved would fail to compile.
    const validate = createAjv({ allErrors: true }).compile(schema);
    const examples = (source.examples ?? []) as unknown[];
    for (const example of examples) expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });

  it("refuses what the source schema refuses", () => {
    const validate = createAjv().compile(schemas.tasks.CHOICE!);
    expect(validate({ question: "?", choices: [{ id: "a" }] })).toBe(false);
  });
});
