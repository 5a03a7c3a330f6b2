/**
 * The contract of every API call, keyed `METHOD /path` exactly as the route's Koa path: the schemas
 * of its path parameters, query string, body and answer, for ajv and the OpenAPI document. Each
 * call is a definition of a `card-schemas/api/<area>.schema.json` file whose properties are those
 * four pieces; `npm run schemas` turns the same definitions into the `ApiCalls` type.
 */
import type { ApiCalls } from "./generated/ApiCalls";
import { apiSchemas } from "./registry";

export type { ApiCalls };
export type ApiCallKey = keyof ApiCalls;

/** The four pieces of a call; a call without params, query or body takes none. */
export const CALL_PIECES = ["params", "query", "body", "answer"] as const;
export type CallPiece = (typeof CALL_PIECES)[number];

/** A definition whose name reads `METHOD /path` is a call. */
export const CALL_KEY = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/;

/** A piece of a call: a `$ref` into its area file, resolvable by any ajv of `createAjv`. */
export interface PieceRef {
  readonly $ref: string;
}

export type CallContract = { readonly [P in Exclude<CallPiece, "answer">]?: PieceRef } & {
  readonly answer: PieceRef;
};

function escapePointer(key: string): string {
  return encodeURIComponent(key.replace(/~/g, "~0").replace(/\//g, "~1"));
}

/** The `$ref` of one piece of the call `key` defined in the schema file `fileId`. */
export function callPieceRef(fileId: string, key: string, piece: CallPiece): string {
  return `${fileId}#/definitions/${escapePointer(key)}/properties/${piece}`;
}

/** A call as its area file writes it: `properties` holds its pieces. */
export type Definition = { properties?: Record<string, Record<string, unknown>> };

/** Each call's definition as written, with the `$id` of its area file that its `$ref`s are relative to. */
function definitions(): Map<string, { fileId: string; definition: Definition }> {
  const out = new Map<string, { fileId: string; definition: Definition }>();
  for (const file of Object.values(apiSchemas)) {
    const all = (file.definitions ?? {}) as Record<string, Definition>;
    for (const [key, definition] of Object.entries(all)) {
      if (CALL_KEY.test(key)) out.set(key, { fileId: file.$id, definition });
    }
  }
  return out;
}

const callDefinitions = definitions();

/** The definition of a call as written in its area file (the OpenAPI document lists its query's names). */
export function callDefinition(key: ApiCallKey): { fileId: string; definition: Definition } {
  const found = callDefinitions.get(key);
  if (!found) throw new Error(`card-schemas: no call ${key}`);
  return found;
}

function contracts(): Record<string, CallContract> {
  const out: Record<string, CallContract> = {};
  for (const [key, { fileId, definition }] of callDefinitions) {
    const pieces = definition.properties ?? {};
    if (!("answer" in pieces)) throw new Error(`card-schemas: ${key} has no answer schema`);
    out[key] = Object.fromEntries(
      CALL_PIECES.filter((piece) => piece in pieces).map((piece) => [
        piece,
        { $ref: callPieceRef(fileId, key, piece) },
      ]),
    ) as CallContract;
  }
  return out;
}

/** Every call's contract, by key. */
export const apiCalls = contracts() as Readonly<Record<ApiCallKey, CallContract>>;
