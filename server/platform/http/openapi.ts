import type { OpenApiDocument } from "../../../card-schemas";
import { apiCalls, callDefinition, callPieceRef, type PieceRef } from "../../../card-schemas/apiCalls";
import { schemaFor, type SchemaKind } from "../../../card-schemas/validators";
import {
  apiSchemas,
  cardSchemas,
  contentSchemas,
  documentSchemas,
  sharedSchemas,
  taskSchemas,
  blockSchemas,
  sectionSchemas,
  analysisSchemas,
} from "../../../card-schemas/registry";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { NEEDS_SIGN_IN } from "../../core/policies";
import { route, type AnyRoute, type JsonSchema } from "./route";
import { DAILY_QUOTAS } from "../../core/dailyQuotas";

const envelope = (value: PieceRef): JsonSchema => ({
  type: "object",
  properties: { success: { const: true }, value },
  required: ["success", "value"],
});

/** Every schema of card-schemas by name; they `$ref` each other by `$id`, which 3.1 resolves. */
function components(): Record<string, JsonSchema> {
  const groups: Array<[SchemaKind, Record<string, unknown>]> = [
    ["document", documentSchemas],
    ["card", cardSchemas],
    ["task", taskSchemas],
    ["block", blockSchemas],
    ["content", contentSchemas],
    ["api", apiSchemas],
    ["shared", sharedSchemas],
    ["section", sectionSchemas],
    ["analysis", analysisSchemas],
  ];
  const out: Record<string, JsonSchema> = {};
  for (const [kind, group] of groups) {
    for (const name of Object.keys(group)) {
      const schema = schemaFor(kind, name);
      if (schema) out[kind === "task" || kind === "block" ? `${kind}.${name}` : name] = schema;
    }
  }
  return out;
}

/** The media type of an answer: JSON, unless its schema is a string of another `contentMediaType`. */
function answerMediaType(answer: Record<string, unknown> | undefined): string {
  const declared = answer?.contentMediaType;
  return typeof declared === "string" ? declared : "application/json";
}

/** The path and query parameters of a call, each with its schema in the call's contract. */
function parametersOf(definition: AnyRoute) {
  const { fileId, definition: call } = callDefinition(definition.call);
  const pieces = call.properties ?? {};
  return (["params", "query"] as const).flatMap((piece) => {
    const schema = pieces[piece] ?? {};
    const names = Object.keys((schema.properties ?? {}) as Record<string, unknown>);
    const required = new Set((schema.required ?? []) as string[]);
    return names.map((name) => ({
      name,
      in: piece === "params" ? "path" : "query",
      required: piece === "params" || required.has(name),
      schema: { $ref: `${callPieceRef(fileId, definition.call, piece)}/properties/${name}` },
    }));
  });
}

/**
 * The OpenAPI 3.1 document of `routes`, generated from the route table and each call's contract:
 * its parameters, body and answer are `$ref`s into the call's schema file, a component here.
 */
export function buildOpenApi(routes: readonly AnyRoute[]): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const definition of routes) {
    const contract = apiCalls[definition.call];
    const path = definition.path.replace(/:(\w+)/g, "{$1}");
    const parameters = parametersOf(definition);
    const answer = callDefinition(definition.call).definition.properties?.answer;
    const mediaType = answerMediaType(answer);
    const answerSchema = definition.raw ? contract.answer : envelope(contract.answer);
    const status = String(definition.status ?? 200);
    const protectedRoute = NEEDS_SIGN_IN.has(definition.policy);
    (paths[path] ??= {})[definition.method.toLowerCase()] = {
      operationId: definition.call,
      summary: definition.summary,
      tags: [definition.tag],
      "x-policy": definition.policy,
      ...(definition.quota
        ? { "x-daily-quota": { name: definition.quota, limit: DAILY_QUOTAS[definition.quota] } }
        : {}),
      ...(protectedRoute ? { security: [{ session: [] }] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(contract.body
        ? { requestBody: { required: true, content: { "application/json": { schema: contract.body } } } }
        : {}),
      responses: {
        [status]: { description: "Success", content: { [mediaType]: { schema: answerSchema } } },
        default: {
          description: "Failure",
          content: { "application/json": { schema: { $ref: apiSchemas.failure.$id } } },
        },
      },
    };
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Outchi API",
      version: `${SCHEMA_VERSION}.0.0`,
      description:
        "Every answer is an envelope: { success: true, value } or the failure schema's { success: false, error, message, details? }. Cookie-authenticated writes need the header X-Requested-With: fetch.",
    },
    components: {
      schemas: components(),
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } },
    },
    paths,
  };
}

/** GET /api/openapi.json, built once from `routes()` (a thunk: the table includes this route). */
export function openApiRoute(routes: () => readonly AnyRoute[]) {
  let document: OpenApiDocument | undefined;
  return route({
    call: "GET /api/openapi.json",
    policy: "public",
    tag: "server",
    summary: "This API, as an OpenAPI 3.1 document generated from the route table and the card schemas.",
    // The document itself, not the envelope: OpenAPI tools read it as is.
    raw: true,
    async handler() {
      document ??= buildOpenApi(routes());
      return document;
    },
  });
}
