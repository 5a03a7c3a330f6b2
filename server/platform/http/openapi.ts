import type { OpenApiDocument } from "../../../card-schemas";
import { apiCalls, CALL_PIECES } from "../../../card-schemas/apiCalls";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { NEEDS_SIGN_IN } from "../../core/policies";
import { DAILY_QUOTAS } from "../../core/dailyQuotas";
import { readsRawBody } from "./bodyParser";
import { FAILURE_HEADERS, FAILURE_RESPONSES, failureResponses } from "./openApiFailures";
import { operationIdOf } from "./openApiOperationId";
import { OpenApiSchemas, reachableSchemas } from "./openApiSchemas";
import { SESSION_COOKIE } from "./session";
import { route, type AnyRoute, type JsonSchema } from "./route";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function envelope(value: JsonSchema, message: boolean): JsonSchema {
  return {
    type: "object",
    properties: {
      success: { const: true },
      value,
      ...(message && { message: { type: "string", description: "A text for people." } }),
    },
    required: ["success", "value", ...(message ? ["message"] : [])],
  };
}

/** The media type of an answer: JSON, unless its schema is a string of another `contentMediaType`. */
function answerMediaType(answer: JsonSchema): string {
  const declared = answer.contentMediaType;
  return typeof declared === "string" ? declared : "application/json";
}

/**
 * The fields of a params or query schema: its own and its branches' (a query whose fields go
 * together is a `oneOf` of closed branches), required when the schema or all its `allOf` say so.
 */
function fieldsOf(schema: JsonSchema, schemas: OpenApiSchemas) {
  const resolved = schemas.resolve(schema);
  const properties = { ...((resolved.properties ?? {}) as Record<string, JsonSchema>) };
  const required = new Set((resolved.required ?? []) as string[]);
  for (const keyword of ["allOf", "oneOf", "anyOf"]) {
    for (const branch of (resolved[keyword] ?? []) as JsonSchema[]) {
      const fields = fieldsOf(branch, schemas);
      for (const [name, property] of Object.entries(fields.properties)) properties[name] ??= property;
      if (keyword === "allOf") fields.required.forEach((name) => required.add(name));
    }
  }
  return { properties, required };
}

/** The path and query parameters of a call, and the CSRF header of a write. */
function parametersOf(
  definition: AnyRoute,
  pieces: Record<string, JsonSchema | undefined>,
  schemas: OpenApiSchemas,
) {
  const fields = (["params", "query"] as const).flatMap((piece) => {
    const schema = pieces[piece];
    if (!schema) return [];
    const { properties, required } = fieldsOf(schema, schemas);
    return Object.entries(properties).map(([name, property]) => {
      const description = property.description ?? schemas.resolve(property).description;
      return {
        name,
        in: piece === "params" ? "path" : "query",
        required: piece === "params" || required.has(name),
        ...(typeof description === "string" && { description }),
        schema: property,
      };
    });
  });
  if (!WRITES.has(definition.method) && !definition.csrf) return fields;
  const csrf = {
    name: "X-Requested-With",
    in: "header",
    // Needed whenever the session cookie travels: always on a call that needs sign-in.
    required: NEEDS_SIGN_IN.has(definition.policy),
    description: "fetch, on every write sent with the session cookie (else 403 CSRF_HEADER_MISSING).",
    schema: { type: "string", const: "fetch" },
  };
  return [...fields, csrf];
}

/** The body of a call: its JSON schema, or the bytes of an upload (read raw, never parsed). */
function requestBodyOf(definition: AnyRoute, body: JsonSchema | undefined) {
  if (readsRawBody(definition.path)) {
    const bytes = { schema: { type: "string", contentMediaType: "application/octet-stream" } };
    return {
      required: true,
      description:
        "The picture's bytes (JPEG, PNG, WebP or GIF, told from the bytes whatever the Content-Type).",
      content: { "application/octet-stream": bytes, "image/*": bytes },
    };
  }
  return body ? { required: true, content: { "application/json": { schema: body } } } : undefined;
}

/** Who may call: the session cookie, optional on public and guest routes. */
function securityOf(definition: AnyRoute) {
  if (NEEDS_SIGN_IN.has(definition.policy)) return [{ session: [] }];
  return definition.policy === "guest" ? [{}, { session: [] }] : [{}];
}

function operationOf(definition: AnyRoute, schemas: OpenApiSchemas) {
  const contract = apiCalls[definition.call];
  const pieces = Object.fromEntries(
    CALL_PIECES.map((piece) => [piece, contract[piece] && schemas.pieceRef(contract[piece].$ref)]),
  ) as Record<string, JsonSchema | undefined>;
  const answer = pieces.answer!;
  const parameters = parametersOf(definition, pieces, schemas);
  const requestBody = requestBodyOf(definition, pieces.body);
  const mediaType = answerMediaType(schemas.resolve(answer));
  return {
    operationId: operationIdOf(definition.call),
    summary: definition.summary,
    tags: [definition.tag],
    "x-call": definition.call,
    "x-policy": definition.policy,
    ...(definition.quota && {
      "x-daily-quota": { name: definition.quota, limit: DAILY_QUOTAS[definition.quota] },
    }),
    security: securityOf(definition),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses: {
      [String(definition.status ?? 200)]: {
        description: "Success",
        content: {
          [mediaType]: {
            schema: definition.raw ? answer : envelope(answer, definition.message !== undefined),
          },
        },
      },
      ...failureResponses(definition, {
        params: Boolean(pieces.params),
        query: Boolean(pieces.query),
        body: Boolean(pieces.body),
        clientKey: Boolean(
          pieces.body && (schemas.resolve(pieces.body).properties as JsonSchema | undefined)?.key,
        ),
      }),
    },
  };
}

/**
 * The OpenAPI 3.1 document of `routes`, generated from the route table and each call's contract,
 * whole in itself: every schema is a component of it (openApiSchemas.ts), each operation says its
 * parameters, body, success and the failures its policy and contract imply (openApiFailures.ts).
 * `publicUrl` is the server people reach (PUBLIC_URL).
 */
export function buildOpenApi(routes: readonly AnyRoute[], publicUrl: string): OpenApiDocument {
  const schemas = new OpenApiSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Map<string, string>();
  for (const definition of routes) {
    const operation = operationOf(definition, schemas);
    const other = operationIds.get(operation.operationId);
    if (other) throw new Error(`openapi: ${definition.call} and ${other} have one operationId`);
    operationIds.set(operation.operationId, definition.call);
    const path = definition.path.replace(/:(\w+)/g, "{$1}");
    (paths[path] ??= {})[definition.method.toLowerCase()] = operation;
  }
  const responses = FAILURE_RESPONSES;
  const tags = [...new Set(routes.map((definition) => definition.tag))].sort();
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Outchi API",
      version: `${SCHEMA_VERSION}.0.0`,
      description:
        "Every answer is an envelope: { success: true, value } or the failure schema's { success: false, error, message, details? }. Cookie-authenticated writes need the header X-Requested-With: fetch.",
    },
    servers: [{ url: publicUrl, description: "This server (PUBLIC_URL)." }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: reachableSchemas([paths, responses], schemas.schemas),
      responses,
      headers: FAILURE_HEADERS,
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The session cookie set by signing in (POST /api/auth/login).",
        },
      },
    },
  };
}

/**
 * GET /api/openapi.json, built once per public address from `routes()` (a thunk: the table includes
 * this route). The route table is made once per process, and every app of the process shares it.
 */
export function openApiRoute(routes: () => readonly AnyRoute[]) {
  const documents = new Map<string, OpenApiDocument>();
  return route({
    call: "GET /api/openapi.json",
    policy: "public",
    tag: "server",
    summary: "This API, as an OpenAPI 3.1 document generated from the route table and the card schemas.",
    // The document itself, not the envelope: OpenAPI tools read it as is.
    raw: true,
    async handler({ deps }) {
      const { publicUrl } = deps.config;
      let document = documents.get(publicUrl);
      if (!document) documents.set(publicUrl, (document = buildOpenApi(routes(), publicUrl)));
      return document;
    },
  });
}
