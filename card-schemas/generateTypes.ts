/**
 * Generates card-schemas/generated/<Title>.ts from the JSON Schemas, one file per schema that defines
 * a type, plus generated/index.ts. Run with `npm run schemas`; `checkStale()` lets a test fail when the
 * files on disk are out of date.
 *
 * json-schema-to-typescript would inline every schema a file references and declare it again, so we
 * resolve `$ref`s ourselves first: a reference to a whole other schema file becomes `tsType: <Title>`
 * plus an import, and a reference into a fragment (`…#/definitions/day`) is inlined.
 *
 * The calls defined in `api/*.schema.json` (definitions named `METHOD /path`) become one interface,
 * `ApiCalls` in generated/ApiCalls.ts: each call's params, query, body and answer.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compile } from "json-schema-to-typescript";
import * as prettier from "prettier";
import { CALL_KEY, CALL_PIECES, callPieceRef } from "./apiCalls";

type JsonObject = { [key: string]: unknown };

interface SchemaFile {
  path: string;
  id: string;
  schema: JsonObject;
  title: string | undefined;
  /** Definitions-only files (`_common`, `_cardBase`) describe no value, so they generate no type. */
  generates: boolean;
}

const SCHEMA_ROOT = dirname(fileURLToPath(import.meta.url));
const GENERATED_DIR = join(SCHEMA_ROOT, "generated");
const REPO_ROOT = dirname(SCHEMA_ROOT);

/** Keywords whose values are data, not schemas: never resolved. */
const DATA_KEYWORDS = new Set(["examples", "enum", "const", "default"]);
/** Keywords that only matter to ajv; json-schema-to-typescript would mistype or ignore them. */
const VALIDATION_ONLY = new Set(["if", "then", "else", "discriminator", "definitions", "$schema", "$id"]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function schemaPaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : schemaPaths(path);
    return entry.name.endsWith(".schema.json") ? [path] : [];
  });
}

function loadSchemaFiles(): Map<string, SchemaFile> {
  const files = new Map<string, SchemaFile>();
  for (const path of schemaPaths(SCHEMA_ROOT).sort()) {
    const schema = JSON.parse(readFileSync(path, "utf8")) as JsonObject;
    if (typeof schema.$id !== "string") throw new Error(`${path}: no $id`);
    const title = typeof schema.title === "string" ? schema.title : undefined;
    const generates = "type" in schema || "oneOf" in schema;
    if (generates && !title) throw new Error(`${path}: a schema that defines a type needs a title`);
    files.set(schema.$id, { path, id: schema.$id, schema, title, generates });
  }
  return files;
}

function pointer(root: unknown, fragment: string, where: string): unknown {
  const segments = fragment.replace(/^#\/?/, "").split("/").filter(Boolean);
  let node = root;
  for (const raw of segments) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(node) || !Object.hasOwn(node, key))
      throw new Error(`${where}: cannot resolve #${fragment}`);
    node = node[key];
  }
  return node;
}

/** An `allOf` of `if`/`then`/`else` alone (a rule per case, as a failure's details per code) only refines. */
function refinesOnly(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((member) => isObject(member) && Object.keys(member).every((key) => VALIDATION_ONLY.has(key)))
  );
}

/** Rewrites one schema file into a `$ref`-free schema for json-schema-to-typescript. */
function prepare(
  file: SchemaFile,
  files: Map<string, SchemaFile>,
): { schema: JsonObject; imports: Map<string, string> } {
  /** Type name → the generated file (its schema's title) that declares it. */
  const imports = new Map<string, string>();
  const inlined = new Map<string, JsonObject>();

  function resolveRef(ref: string, baseId: string): JsonObject {
    const target = new URL(ref, baseId);
    const fragment = target.hash;
    target.hash = "";
    const targetFile = files.get(target.href);
    if (!targetFile) throw new Error(`${file.path}: $ref ${ref} points to no known schema`);
    if (fragment === "" || fragment === "#") {
      if (!targetFile.generates || !targetFile.title)
        throw new Error(`${file.path}: $ref ${ref} is not a type`);
      if (targetFile.id !== file.id) imports.set(targetFile.title, targetFile.title);
      return { tsType: targetFile.title };
    }
    // Shared by identity, so json-schema-to-typescript declares a titled fragment once.
    const key = `${target.href}${fragment}`;
    const node = pointer(targetFile.schema, fragment, file.path);
    // A titled fragment of another file that generates types is declared there: imported, not copied.
    if (targetFile.id !== file.id && targetFile.generates && targetFile.title && isObject(node)) {
      if (typeof node.title === "string") {
        imports.set(node.title, targetFile.title);
        return { tsType: node.title };
      }
    }
    const known = inlined.get(key);
    if (known) return known;
    const placeholder: JsonObject = {};
    inlined.set(key, placeholder);
    const resolved = resolveNode(node, targetFile.id) as JsonObject;
    // A fragment that is itself a reference to a titled type is that type, not a copy of it.
    if (typeof resolved.title === "string") {
      inlined.set(key, resolved);
      return resolved;
    }
    Object.assign(placeholder, resolved);
    return placeholder;
  }

  function resolveNode(node: unknown, baseId: string): unknown {
    if (Array.isArray(node)) return node.map((item) => resolveNode(item, baseId));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" || VALIDATION_ONLY.has(key) || (key === "allOf" && refinesOnly(value))) continue;
      out[key] = DATA_KEYWORDS.has(key) ? value : resolveNode(value, baseId);
    }
    // if/then/else picks one of two shapes, which TypeScript says as a union; a bare if/then only refines.
    if ("if" in node && "then" in node && "else" in node) {
      out.oneOf = [resolveNode(node.then, baseId), resolveNode(node.else, baseId)];
    }
    // A union's `type`/`required`/`properties` only serve ajv's discriminator; the branches say it all.
    if ("oneOf" in out) {
      delete out.type;
      delete out.required;
      delete out.properties;
    }
    if (typeof node.$ref !== "string") return out;
    const target = resolveRef(node.$ref, baseId);
    // A titled target is a named type: keep its identity so it is declared once.
    if (typeof target.title === "string") return target;
    return { ...target, ...out };
  }

  const schema = resolveNode(file.schema, file.id) as JsonObject;
  return { schema, imports };
}

const API_CALLS_ID = "https://schemas.outchi.app/v1/api/_calls";
/** A piece a call does not declare: it takes nothing. */
const NOTHING = { tsType: "Record<string, never>" };

/** One schema whose properties are every call of the api/ files, each `{ params, query, body, answer }`. */
function apiCallsFile(files: Map<string, SchemaFile>): SchemaFile | undefined {
  const calls: JsonObject = {};
  for (const file of files.values()) {
    if (!relative(SCHEMA_ROOT, file.path).startsWith("api/")) continue;
    const definitions = isObject(file.schema.definitions) ? file.schema.definitions : {};
    for (const [key, definition] of Object.entries(definitions)) {
      if (!CALL_KEY.test(key)) continue;
      if (key in calls) throw new Error(`${file.path}: call ${key} is defined twice`);
      const pieces = isObject(definition) && isObject(definition.properties) ? definition.properties : {};
      calls[key] = {
        type: "object",
        properties: Object.fromEntries(
          CALL_PIECES.map((piece) => [
            piece,
            piece in pieces ? { $ref: callPieceRef(file.id, key, piece) } : NOTHING,
          ]),
        ),
        required: [...CALL_PIECES],
        additionalProperties: false,
      };
    }
  }
  if (Object.keys(calls).length === 0) return undefined;
  const schema: JsonObject = {
    $id: API_CALLS_ID,
    title: "ApiCalls",
    description: "Every API call by `METHOD /path`: its path parameters, query, body and answer.",
    type: "object",
    properties: calls,
    required: Object.keys(calls),
    additionalProperties: false,
  };
  return { path: join(SCHEMA_ROOT, "api"), id: API_CALLS_ID, schema, title: "ApiCalls", generates: true };
}

function banner(file: SchemaFile): string {
  const source = file.id === API_CALLS_ID ? "the calls of card-schemas/api/" : relative(REPO_ROOT, file.path);
  return `/* Generated by card-schemas/generateTypes.ts from ${source}. Do not edit: change the schema, then run \`npm run schemas\`. */`;
}

async function formatTs(fileName: string, text: string): Promise<string> {
  const filepath = join(GENERATED_DIR, fileName);
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...config, filepath });
}

function declaredNames(source: string): string[] {
  return [...source.matchAll(/^export (?:interface|type|enum|const enum) ([A-Za-z0-9_]+)/gm)].map(
    (m) => m[1]!,
  );
}

/** Builds every generated file in memory: file name (in generated/) → content. */
export async function generateTypes(): Promise<Map<string, string>> {
  const files = loadSchemaFiles();
  const output = new Map<string, string>();
  const owner = new Map<string, string>();
  const apiCalls = apiCallsFile(files);
  for (const file of apiCalls ? [...files.values(), apiCalls] : files.values()) {
    if (!file.generates || !file.title) continue;
    const { schema, imports } = prepare(file, files);
    const body = await compile(schema, file.title, {
      bannerComment: "",
      format: false,
      additionalProperties: false,
      declareExternallyReferenced: true,
      ignoreMinAndMaxItems: true,
      unknownAny: true,
      strictIndexSignatures: true,
    });
    const byFile = new Map<string, string[]>();
    for (const [name, from] of imports) byFile.set(from, [...(byFile.get(from) ?? []), name]);
    const importLines = [...byFile]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([from, names]) => `import type { ${names.sort().join(", ")} } from "./${from}";`);
    const fileName = `${file.title}.ts`;
    const text = [banner(file), "", ...importLines, importLines.length ? "" : undefined, body]
      .filter((line) => line !== undefined)
      .join("\n");
    for (const name of declaredNames(body)) {
      const previous = owner.get(name);
      if (previous)
        throw new Error(
          `type ${name} is declared by both ${previous} and ${fileName}: give it its own schema file`,
        );
      owner.set(name, fileName);
    }
    output.set(fileName, await formatTs(fileName, text));
  }
  const index = [
    "/* Generated by card-schemas/generateTypes.ts. Do not edit: run `npm run schemas`. */",
    "",
    ...[...output.keys()].sort().map((name) => `export type * from "./${name.replace(/\.ts$/, "")}";`),
    "",
  ].join("\n");
  output.set("index.ts", await formatTs("index.ts", index));
  return output;
}

function filesOnDisk(): string[] {
  try {
    return readdirSync(GENERATED_DIR).filter((name) => name.endsWith(".ts"));
  } catch {
    return [];
  }
}

/** Names the generated files that are missing, different or left over; empty when all are up to date. */
export async function checkStale(): Promise<string[]> {
  const expected = await generateTypes();
  const stale: string[] = [];
  for (const [name, text] of expected) {
    let current: string | undefined;
    try {
      current = readFileSync(join(GENERATED_DIR, name), "utf8");
    } catch {
      current = undefined;
    }
    if (current !== text) stale.push(name);
  }
  for (const name of filesOnDisk()) if (!expected.has(name)) stale.push(name);
  return stale.sort();
}

async function main(): Promise<void> {
  const output = await generateTypes();
  mkdirSync(GENERATED_DIR, { recursive: true });
  for (const name of filesOnDisk()) if (!output.has(name)) rmSync(join(GENERATED_DIR, name));
  for (const [name, text] of output) writeFileSync(join(GENERATED_DIR, name), text);
  console.log(`card-schemas: ${output.size} files written to ${relative(REPO_ROOT, GENERATED_DIR)}/`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
