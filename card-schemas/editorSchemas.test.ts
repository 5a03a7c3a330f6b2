import { describe, expect, it } from "vitest";
import { editorSchemas } from "./editorSchemas";
import { blockSchemas, contentSchemas, taskSchemas, type JsonSchema } from "./registry";
import { createAjv } from "./validators";

const schemas = editorSchemas("en");
/** A title that is a generated type's name, such as ProAuthorMessage. */
const TYPE_NAME_TITLE = /"title":"(?:[A-Z][a-z0-9]+){2,}"/;
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

  it("has the body of each author task type, each standing alone with its examples, and the message's", () => {
    expect(Object.keys(schemas.authorTasks)).toEqual(["PUSH_PGRM", "PUSH_QUEST", "CONTENT", "SEND_MESSAGE"]);
    const bodies = [...Object.values(schemas.authorTasks), schemas.authorMessage];
    for (const schema of bodies) {
      expect(JSON.stringify(schema)).not.toContain('"$ref"');
      // The calls' own titles are the generated types' names: none is shown to authors (a field's
      // title is its label, from the catalogs).
      expect(JSON.stringify({ ...schema, examples: [] })).not.toMatch(TYPE_NAME_TITLE);
      const validate = createAjv({ allErrors: true }).compile(schema ?? {});
      const examples = (schema?.examples ?? []) as unknown[];
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    }
    // One kind per form, and the key is the client's to make: an example of another kind, or with a
    // key, is refused.
    const sendMessage = createAjv().compile(schemas.authorTasks.SEND_MESSAGE!);
    expect(sendMessage({ autorTask: { type: "SEND_MESSAGE", prompt: "How was your week?" } })).toBe(true);
    expect(sendMessage({ autorTask: { type: "PUSH_QUEST", questionnaireIds: ["isi"] } })).toBe(false);
    expect(sendMessage({ key: "abcdefgh", autorTask: { type: "SEND_MESSAGE", prompt: "Hi" } })).toBe(false);
  });

  it("has the profile's and the custom shop item's forms, standing alone, as their calls check them", () => {
    for (const schema of [schemas.profile, schemas.customItem]) {
      expect(JSON.stringify(schema)).not.toContain('"$ref"');
      expect(JSON.stringify(schema)).not.toMatch(TYPE_NAME_TITLE);
    }
    const profile = createAjv().compile(schemas.profile);
    const texts = (text: string) => ({ fr: text, en: text, it: text, es: text });
    const lune = { name: "Dr Lune", title: texts("Coach"), bio: texts("I heal.") };
    expect(profile({ ...lune, languages: ["fr"] })).toBe(true);
    expect(profile({ ...lune, languages: ["fr"], price: { monthPrice: 2 } })).toBe(true);
    // The price is optional, its monthPrice is not.
    expect(profile({ ...lune, languages: ["fr"], price: {} })).toBe(false);
    expect(profile({ ...lune, languages: ["fr"], mediaLink: "http://example.org/a.jpg" })).toBe(false);
    const customItem = createAjv().compile(schemas.customItem);
    expect(customItem({ input: { name: "A call with me" }, price: 300 })).toBe(true);
    expect(customItem({ input: { name: "A call with me" } })).toBe(false);
  });

  it("refuses what the source schema refuses", () => {
    const validate = createAjv().compile(schemas.tasks.CHOICE!);
    expect(validate({ question: "?", choices: [{ id: "a" }] })).toBe(false);
  });
});
