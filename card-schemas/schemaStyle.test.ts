/** The house rules of our schemas (docs/architecture.md), checked so the pro editor can rely on them. */
import { describe, expect, it } from "vitest";
import { CALL_KEY } from "./apiCalls";
import {
  allSchemas,
  blockSchemas,
  cardSchemas,
  documentSchemas,
  taskSchemas,
  type JsonSchema,
} from "./registry";

type Node = Record<string, unknown>;
const byId = new Map(allSchemas.map((schema) => [schema.$id, schema as Node]));
const DATA_KEYWORDS = new Set(["examples", "enum", "const", "default"]);

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function resolve(ref: string, baseId: string): { node: Node; baseId: string } {
  const url = new URL(ref, baseId);
  const fragment = url.hash.replace(/^#\/?/, "");
  url.hash = "";
  let node: unknown = byId.get(url.href);
  for (const key of fragment ? fragment.split("/") : []) node = isNode(node) ? node[key] : undefined;
  if (!isNode(node)) throw new Error(`${baseId}: cannot resolve ${ref}`);
  return { node, baseId: url.href };
}

function hasDescription(node: Node, baseId: string): boolean {
  if (typeof node.description === "string" && node.description.length > 0) return true;
  if (typeof node.$ref !== "string") return false;
  const target = resolve(node.$ref, baseId);
  return hasDescription(target.node, target.baseId);
}

/** Every schema node reachable without leaving the file, with its JSON Pointer. */
function* nodes(node: unknown, path: string): Generator<[Node, string]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* nodes(item, `${path}/${index}`);
    return;
  }
  if (!isNode(node)) return;
  yield [node, path];
  for (const [key, value] of Object.entries(node)) {
    if (!DATA_KEYWORDS.has(key)) yield* nodes(value, `${path}/${key}`);
  }
}

describe.each(allSchemas.map((schema) => [schema.$id, schema] as const))("%s", (id, schema: JsonSchema) => {
  it("has a title and a description", () => {
    expect(typeof schema.title).toBe("string");
    expect(typeof schema.description).toBe("string");
  });

  it("sets additionalProperties on every object and describes every property", () => {
    for (const [node, path] of nodes(schema, "")) {
      // `if`/`then` only refine properties described elsewhere.
      if (/\/(if|then)(\/|$)/.test(path)) continue;
      if (node.type === "object" && !("oneOf" in node)) {
        expect("additionalProperties" in node, `${id}#${path}: additionalProperties`).toBe(true);
      }
      // A call's properties are its pieces (params, query, body, answer): the convention says what they are.
      const name = path.slice("/definitions/".length);
      const isCall =
        path.startsWith("/definitions/") &&
        CALL_KEY.test(name) &&
        isNode(schema.definitions) &&
        Object.hasOwn(schema.definitions, name);
      if (isCall) continue;
      for (const [key, property] of Object.entries(isNode(node.properties) ? node.properties : {})) {
        expect(hasDescription(property as Node, id), `${id}#${path}/properties/${key}: description`).toBe(
          true,
        );
      }
    }
  });
});

describe("unit schemas", () => {
  const units = [cardSchemas, taskSchemas, blockSchemas, documentSchemas].flatMap((group) =>
    Object.values(group),
  );
  it.each(units.map((schema) => [schema.$id, schema] as const))(
    "%s has x-since and examples",
    (_, schema) => {
      expect(schema["x-since"]).toBe(1);
      expect(Array.isArray(schema.examples) && schema.examples.length > 0).toBe(true);
    },
  );
});
