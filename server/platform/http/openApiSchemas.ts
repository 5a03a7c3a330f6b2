/**
 * The card schemas as the `components/schemas` of an OpenAPI 3.1 document that needs nothing else:
 * each schema file is a component named as its registry names it (tasks and blocks prefixed with
 * their kind), each of its `definitions` one more (`<file>.<definition>`), and each piece of a call
 * (`params`, `query`, `body`, `answer`) one named after the call's operationId
 * (`getPatientTodo.answer`). Every `$ref`, written relative to a file's `$id`, becomes a local
 * `#/components/schemas/...` pointer; the draft-07 `$schema` and `$id` are left out, and what remains
 * are keywords the 2020-12 dialect of OpenAPI 3.1 reads alike.
 */
import { CALL_KEY, CALL_PIECES } from "../../../card-schemas/apiCalls";
import { schemasByKind, type JsonSchema as SchemaFileText } from "../../../card-schemas/registry";
import { operationIdOf } from "./openApiOperationId";
import type { JsonSchema } from "./route";

const COMPONENTS = "#/components/schemas/";

/** Kinds whose names repeat another kind's (the MEDIA task, the media block): their components are prefixed. */
const PREFIXED_KINDS = new Set(["task", "block"]);

/** Keywords whose value is data, never a schema holding `$ref`s of ours. */
const DATA_KEYWORDS = new Set(["const", "enum", "default", "examples", "required"]);
/** Keywords whose value maps names to schemas: a property may be named `enum` or `$ref`. */
const NAME_MAPS = new Set(["properties", "patternProperties", "definitions", "$defs", "dependentSchemas"]);

/** Where a part of a schema file went: the pointer inside the file, and the component it became. */
interface Placement {
  segments: readonly string[];
  component: string;
}

type Json = unknown;

function decodeSegments(fragment: string): string[] {
  const pointer = decodeURIComponent(fragment);
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The component a local `$ref` names, and the pointer inside it. */
function componentSegments(ref: string): string[] {
  return decodeSegments(ref.slice(COMPONENTS.length - 1));
}

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, "~0").replace(/\//g, "~1"));
}

/** The components of one file: its root, its definitions, and each call's pieces. */
function placementsOf(component: string, schema: JsonSchema): Placement[] {
  const placements: Placement[] = [{ segments: [], component }];
  for (const keyword of ["definitions", "$defs"]) {
    const definitions = (schema[keyword] ?? {}) as Record<string, JsonSchema>;
    for (const [name, definition] of Object.entries(definitions)) {
      if (!CALL_KEY.test(name)) {
        placements.push({ segments: [keyword, name], component: `${component}.${name}` });
        continue;
      }
      const pieces = (definition.properties ?? {}) as Record<string, unknown>;
      for (const piece of CALL_PIECES.filter((p) => p in pieces)) {
        placements.push({
          segments: [keyword, name, "properties", piece],
          component: `${operationIdOf(name)}.${piece}`,
        });
      }
    }
  }
  return placements;
}

/** Calls `visit` on every schema inside `node` (inner ones first), then on `node` itself. */
function eachSchema(node: Json, visit: (schema: Record<string, Json>) => void): void {
  if (Array.isArray(node)) return node.forEach((item) => eachSchema(item, visit));
  if (!node || typeof node !== "object") return;
  const schema = node as Record<string, Json>;
  for (const [key, value] of Object.entries(schema)) {
    if (NAME_MAPS.has(key) && value && typeof value === "object") {
      Object.values(value).forEach((child) => eachSchema(child, visit));
    } else if (!DATA_KEYWORDS.has(key)) eachSchema(value, visit);
  }
  visit(schema);
}

function schemaAt(schema: Json, segments: readonly string[]): Json {
  return segments.reduce<Json>((node, segment) => (node as Record<string, Json>)?.[segment], schema);
}

/** The card schemas as components, and the local pointer of any `$ref` written in them. */
export class OpenApiSchemas {
  readonly schemas: Record<string, JsonSchema> = {};
  /** Where the parts of each schema file went, by the file's `$id`. */
  private readonly files = new Map<string, Placement[]>();

  constructor() {
    const sources: SchemaFileText[] = [];
    for (const [kind, group] of Object.entries(schemasByKind)) {
      for (const [name, schema] of Object.entries(group)) {
        const component = PREFIXED_KINDS.has(kind) ? `${kind}.${name}` : name;
        this.files.set(schema.$id, placementsOf(component, schema));
        sources.push(schema);
      }
    }
    for (const schema of sources) {
      for (const { segments, component: name } of this.files.get(schema.$id)!) {
        if (name in this.schemas) throw new Error(`openapi: two schemas would be the component ${name}`);
        const part = structuredClone(schemaAt(schema, segments)) as Record<string, Json>;
        if (segments.length === 0) {
          delete part.$schema;
          delete part.$id;
          delete part.definitions;
          delete part.$defs;
        }
        eachSchema(part, (inner) => {
          if (typeof inner.$ref === "string") inner.$ref = this.localRef(inner.$ref, schema.$id);
        });
        this.schemas[name] = part as JsonSchema;
      }
    }
    eachSchema(Object.values(this.schemas), (schema) => this.explainDiscriminator(schema));
  }

  /** The local pointer of `ref`, written in the file whose `$id` is `base`. */
  localRef(ref: string, base: string): string {
    const target = new URL(ref, base);
    const fragment = target.hash.slice(1);
    target.hash = "";
    const placements = this.files.get(target.href);
    if (!placements) throw new Error(`openapi: ${ref} (from ${base}) is no card schema`);
    const segments = decodeSegments(fragment);
    // The deepest placement that holds the target: the root always does.
    const placement = placements
      .filter((p) => p.segments.every((segment, i) => segments[i] === segment))
      .reduce((deepest, p) => (p.segments.length > deepest.segments.length ? p : deepest));
    if (placement.segments.length === 0 && ["definitions", "$defs"].includes(segments[0] ?? "")) {
      throw new Error(`openapi: ${ref} points into a call, not at one of its pieces`);
    }
    const rest = segments.slice(placement.segments.length).map(encodeSegment);
    return [`${COMPONENTS}${placement.component}`, ...rest].join("/");
  }

  /** The component pointer of the piece of a call, as apiCalls writes its `$ref`. */
  pieceRef(ref: string): { $ref: string } {
    return { $ref: this.localRef(ref, ref) };
  }

  /** The schema a local `$ref` (or a chain of them) stands for. */
  resolve(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let hops = 0; typeof current.$ref === "string"; hops++) {
      if (hops > 20) throw new Error(`openapi: ${String(current.$ref)} goes round in circles`);
      const [name, ...rest] = componentSegments(current.$ref);
      current = schemaAt(this.schemas[name!], rest) as JsonSchema;
      if (!current) throw new Error(`openapi: ${String(schema.$ref)} points nowhere`);
    }
    return current;
  }

  /**
   * A discriminator whose branches are all components gets the explicit mapping of each branch's
   * constant (the branches are not named after their `type`); one with a branch written in place
   * is left out, as OpenAPI can only point at components (the branches' constants still tell them apart).
   */
  private explainDiscriminator(schema: Record<string, Json>): void {
    const discriminator = schema.discriminator as { propertyName?: unknown } | undefined;
    if (typeof discriminator?.propertyName !== "string") return;
    const branches = (schema.oneOf ?? schema.anyOf ?? []) as JsonSchema[];
    const mapping: Record<string, string> = {};
    for (const branch of branches) {
      const tag =
        typeof branch.$ref === "string"
          ? this.constOf(branch, discriminator.propertyName as string)
          : undefined;
      if (tag === undefined) {
        delete schema.discriminator;
        return;
      }
      mapping[tag] = branch.$ref as string;
    }
    schema.discriminator = { ...discriminator, mapping };
  }

  /** The constant value of `property` in `schema`, through its `$ref`s and `allOf`. */
  private constOf(schema: JsonSchema, property: string): string | undefined {
    const resolved = this.resolve(schema);
    const own = ((resolved.properties ?? {}) as Record<string, JsonSchema>)[property];
    const tag = own && this.resolve(own);
    if (typeof tag?.const === "string") return tag.const;
    if (Array.isArray(tag?.enum) && tag.enum.length === 1 && typeof tag.enum[0] === "string")
      return tag.enum[0];
    for (const part of (resolved.allOf ?? []) as JsonSchema[]) {
      const found = this.constOf(part, property);
      if (found !== undefined) return found;
    }
    return undefined;
  }
}

function refsIn(node: Json, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") out.push(value);
      else refsIn(value, out);
    }
  }
  return out;
}

/**
 * The components that the operations and responses in `roots` reach, through each other; the
 * card schemas no call uses are left out.
 */
export function reachableSchemas(
  roots: Json,
  schemas: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const reached = new Set<string>();
  const pending = refsIn(roots);
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    if (!ref.startsWith(COMPONENTS)) continue;
    const name = componentSegments(ref)[0]!;
    if (reached.has(name)) continue;
    reached.add(name);
    eachSchema(schemas[name], (schema) => {
      if (typeof schema.$ref === "string") pending.push(schema.$ref);
    });
  }
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => reached.has(name))
      .map((name) => [name, schemas[name]!]),
  );
}
