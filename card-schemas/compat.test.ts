/**
 * Schema evolution: documents written under a schema version stay valid while that version lasts.
 * compat/v<major>/ keeps what was published under that major (the content programs, stored as
 * program versions, and every schema's `examples`, as at its start); this fails when a change of
 * card-schemas/ would refuse any of them without raising SCHEMA_VERSION (card-schemas/version.ts).
 * A new major starts its own compat/v<major>/ from the documents of that day; older ones are skipped.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allSchemas } from "./registry";
import { createAjv, validateContent } from "./validators";
import { SCHEMA_VERSION } from "./version";

const root = path.join(import.meta.dirname, "compat");
const majors = fs
  .readdirSync(root)
  .filter((name) => /^v\d+$/.test(name))
  .map((name) => Number(name.slice(1)));
const ajv = createAjv({ allErrors: true });
const schemaIds = new Set(allSchemas.map((schema) => schema.$id));

it("keeps the documents of the current major", () => {
  expect(majors).toContain(SCHEMA_VERSION);
});

for (const major of majors) {
  const dir = path.join(root, `v${major}`);
  describe.skipIf(major !== SCHEMA_VERSION)(`documents published under v${major}`, () => {
    const programs = fs.readdirSync(path.join(dir, "programs")).filter((name) => name.endsWith(".json"));
    it.each(programs)("program %s is still valid", (name) => {
      const program: unknown = JSON.parse(fs.readFileSync(path.join(dir, "programs", name), "utf8"));
      expect(validateContent("program", program)).toEqual({ ok: true });
    });

    const examples = JSON.parse(fs.readFileSync(path.join(dir, "examples.json"), "utf8")) as Record<
      string,
      unknown[]
    >;
    it.each(Object.entries(examples))("the examples of %s are still valid", (id, documents) => {
      // A schema may go only with a new major.
      expect(schemaIds.has(id), `${id} is gone`).toBe(true);
      const validate = ajv.getSchema(id)!;
      for (const document of documents)
        expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    });
  });
}
