/**
 * A call's piece with every `$ref` replaced by what it points to, for tests that walk a schema's
 * properties (the hostile-input generator): the contracts themselves keep their references.
 */
import { allSchemas } from "../../card-schemas/registry";
import { apiCalls, type ApiCallKey, type CallPiece } from "../../card-schemas/apiCalls";

type Node = Record<string, unknown>;

const byId = new Map(allSchemas.map((schema) => [schema.$id, schema as Node]));
const DATA_KEYWORDS = new Set(["examples", "enum", "const", "default"]);
/** A copy must not claim its source's identity: ajv would see two schemas under one `$id`. */
const IDENTITY = new Set(["$ref", "$id", "$schema"]);

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function target(ref: string, baseId: string): { node: Node; baseId: string } {
  const url = new URL(ref, baseId);
  const fragment = decodeURIComponent(url.hash.replace(/^#\/?/, ""));
  url.hash = "";
  let node: unknown = byId.get(url.href);
  for (const key of fragment ? fragment.split("/") : []) {
    node = isNode(node) ? node[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  }
  if (!isNode(node)) throw new Error(`cannot resolve ${ref} from ${baseId}`);
  return { node, baseId: url.href };
}

function inline(node: unknown, baseId: string): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, baseId));
  if (!isNode(node)) return node;
  const out: Node = {};
  if (typeof node.$ref === "string") {
    const found = target(node.$ref, baseId);
    Object.assign(out, inline(found.node, found.baseId));
  }
  // A file's own references are relative to its `$id`.
  if (typeof node.$id === "string") baseId = node.$id;
  for (const [key, value] of Object.entries(node)) {
    if (!IDENTITY.has(key)) out[key] = DATA_KEYWORDS.has(key) ? value : inline(value, baseId);
  }
  return out;
}

/** The schema of `piece` of `call`, references inlined; undefined when the call has no such piece. */
export function inlinedPiece(call: ApiCallKey, piece: CallPiece): Node | undefined {
  const ref = apiCalls[call][piece];
  return ref ? (inline(ref, "https://schemas.outchi.app/v1/") as Node) : undefined;
}
