/**
 * A schema with every `$ref` replaced by what it points to, for readers that cannot resolve our
 * `$id`s: the pro editor's forms (react-jsonschema-form) and the tests that walk a call's
 * properties. The contracts themselves keep their references.
 */
import { allSchemas } from "./registry";

type Node = Record<string, unknown>;

/** Where a node of the result was written: its file's `$id` and its JSON Pointer in that file. */
export interface SchemaPlace {
  readonly id: string;
  readonly pointer: string;
  /** The property it is the schema of, when it is one (under `properties`). */
  readonly property?: string;
}

/**
 * Changes the copy (`out`) of each schema node (`source`) as it is inlined: the editor's texts in
 * another language (editorTexts.ts). Called once per node, after the node's own keywords are copied.
 */
export type SchemaRewriter = (out: Node, source: Node, place: SchemaPlace) => void;

const BASE_ID = "https://schemas.outchi.app/v1/";
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

const escapeKey = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

function target(ref: string, baseId: string): { node: Node; place: SchemaPlace; href: string } {
  const url = new URL(ref, baseId);
  const href = url.href;
  const pointer = decodeURIComponent(url.hash.replace(/^#/, ""));
  url.hash = "";
  let node: unknown = byId.get(url.href);
  for (const key of pointer.split("/").slice(1)) {
    node = isNode(node) ? node[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  }
  if (!isNode(node)) throw new Error(`cannot resolve ${ref} from ${baseId}`);
  return { node, place: { id: url.href, pointer }, href };
}

interface Walk {
  readonly expanding: readonly string[];
  readonly rewrite: SchemaRewriter | undefined;
}

/** What the keys of `node` are: keywords, or property names (of `properties` or `patternProperties`). */
type Keys = "keywords" | "properties" | "patternProperties";

function inline(node: unknown, place: SchemaPlace, walk: Walk, keys: Keys): unknown {
  const at = (key: string | number, property?: string): SchemaPlace => ({
    id: place.id,
    pointer: `${place.pointer}/${escapeKey(String(key))}`,
    property,
  });
  if (Array.isArray(node)) return node.map((item, index) => inline(item, at(index), walk, "keywords"));
  if (!isNode(node)) return node;
  const out: Node = {};
  if (typeof node.$ref === "string") {
    const found = target(node.$ref, place.id);
    // A schema that contains itself cannot be inlined; none of ours does, and this says so if one starts to.
    if (walk.expanding.includes(found.href)) throw new Error(`${found.href} refers to itself`);
    Object.assign(
      out,
      inline(found.node, found.place, { ...walk, expanding: [...walk.expanding, found.href] }, "keywords"),
    );
  }
  // A file's own references (and places) are relative to its `$id`.
  if (typeof node.$id === "string") place = { id: node.$id, pointer: "", property: place.property };
  for (const [key, value] of Object.entries(node)) {
    // Under `properties` the keys are property names, whatever they are called.
    if (keys === "properties") out[key] = inline(value, at(key, key), walk, "keywords");
    else if (keys === "patternProperties") out[key] = inline(value, at(key), walk, "keywords");
    else if (DROPPED.has(key) || key.startsWith("x-")) continue;
    else if (DATA_KEYWORDS.has(key)) out[key] = value;
    else if (key === "properties" || key === "patternProperties")
      out[key] = inline(value, at(key), walk, key);
    else out[key] = inline(value, at(key), walk, "keywords");
  }
  if (keys === "keywords") walk.rewrite?.(out, node, place);
  return out;
}

/**
 * `schema` (or a piece of one, its references relative to `baseId`) with every reference inlined,
 * each node passed to `rewrite` with its place. A piece's places count from `baseId`'s root: inline
 * `{ $ref: "…#/definitions/piece" }` to have them right.
 */
export function inlineRefs(
  schema: object,
  baseId = BASE_ID,
  rewrite?: SchemaRewriter,
): Record<string, unknown> {
  return inline(schema, { id: baseId, pointer: "" }, { expanding: [], rewrite }, "keywords") as Record<
    string,
    unknown
  >;
}
