/**
 * A schema with every `$ref` replaced by what it points to, for readers that cannot resolve our
 * `$id`s: the pro editor's forms (react-jsonschema-form) and the tests that walk a call's
 * properties. The contracts themselves keep their references.
 */
import { allSchemas } from "./registry";

type Node = Record<string, unknown>;

const byId = new Map(allSchemas.map((schema) => [schema.$id, schema as Node]));
/** Keywords whose value is data, not a schema: copied as they are. */
const DATA_KEYWORDS = new Set(["examples", "enum", "const", "default"]);
/**
 * A copy must not claim its source's identity (ajv would see two schemas under one `$id`); once
 * everything is inlined `definitions` are never read, and our `x-` annotations mean nothing to
 * other tools.
 */
const DROPPED = new Set(["$ref", "$id", "$schema", "definitions"]);

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function target(ref: string, baseId: string): { node: Node; baseId: string; href: string } {
  const url = new URL(ref, baseId);
  const href = url.href;
  const fragment = decodeURIComponent(url.hash.replace(/^#\/?/, ""));
  url.hash = "";
  let node: unknown = byId.get(url.href);
  for (const key of fragment ? fragment.split("/") : []) {
    node = isNode(node) ? node[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  }
  if (!isNode(node)) throw new Error(`cannot resolve ${ref} from ${baseId}`);
  return { node, baseId: url.href, href };
}

function inline(node: unknown, baseId: string, expanding: readonly string[], inProperties: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, baseId, expanding, false));
  if (!isNode(node)) return node;
  const out: Node = {};
  if (typeof node.$ref === "string") {
    const found = target(node.$ref, baseId);
    // A schema that contains itself cannot be inlined; none of ours does, and this says so if one starts to.
    if (expanding.includes(found.href)) throw new Error(`${found.href} refers to itself`);
    Object.assign(out, inline(found.node, found.baseId, [...expanding, found.href], false));
  }
  // A file's own references are relative to its `$id`.
  if (typeof node.$id === "string") baseId = node.$id;
  for (const [key, value] of Object.entries(node)) {
    // Under `properties` the keys are property names, whatever they are called.
    if (inProperties) out[key] = inline(value, baseId, expanding, false);
    else if (DROPPED.has(key) || key.startsWith("x-")) continue;
    else if (DATA_KEYWORDS.has(key)) out[key] = value;
    else out[key] = inline(value, baseId, expanding, key === "properties" || key === "patternProperties");
  }
  return out;
}

/** `schema` (or a piece of one, its references relative to `baseId`) with every reference inlined. */
export function inlineRefs(
  schema: object,
  baseId = "https://schemas.outchi.app/v1/",
): Record<string, unknown> {
  return inline(schema, baseId, [], false) as Record<string, unknown>;
}
