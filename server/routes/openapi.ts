import { schemaFor, type SchemaKind } from "../../card-schemas/validators";
import {
  apiSchemas,
  cardSchemas,
  contentSchemas,
  documentSchemas,
  sharedSchemas,
  taskSchemas,
  blockSchemas,
} from "../../card-schemas/registry";
import { SCHEMA_VERSION } from "../../card-schemas/version";
import { NEEDS_SIGN_IN } from "../policies";
import { route, type AnyRoute, type JsonSchema } from "../http/route";
import { DAILY_QUOTAS } from "../services/dailyQuotas";

const envelope = (value: JsonSchema | undefined): JsonSchema => ({
  type: "object",
  properties: { success: { const: true }, value: value ?? {} },
  required: ["success", "value"],
});

const failure: JsonSchema = {
  type: "object",
  properties: {
    success: { const: false },
    error: { type: "string", description: "Stable machine code in UPPER_SNAKE_CASE." },
    message: { type: "string", description: "For people." },
    details: { type: "array", items: { type: "object" } },
  },
  required: ["success", "error", "message"],
};

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
  ];
  const out: Record<string, JsonSchema> = { Failure: failure };
  for (const [kind, group] of groups) {
    for (const name of Object.keys(group)) {
      const schema = schemaFor(kind, name);
      if (schema) out[kind === "task" || kind === "block" ? `${kind}.${name}` : name] = schema;
    }
  }
  return out;
}

/** The OpenAPI 3.1 document of `routes`, generated from the route table itself. */
export function buildOpenApi(routes: readonly AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const definition of routes) {
    const path = definition.path.replace(/:(\w+)/g, "{$1}");
    const pathParams = [...definition.path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const queryProperties = (definition.query?.properties ?? {}) as Record<string, JsonSchema>;
    const queryParams = Object.entries(queryProperties).map(([name, schema]) => ({
      name,
      in: "query",
      schema,
    }));
    const status = String(definition.status ?? 200);
    const protectedRoute = NEEDS_SIGN_IN.has(definition.policy);
    (paths[path] ??= {})[definition.method.toLowerCase()] = {
      summary: definition.summary,
      tags: [definition.tag],
      "x-policy": definition.policy,
      ...(definition.quota
        ? { "x-daily-quota": { name: definition.quota, limit: DAILY_QUOTAS[definition.quota] } }
        : {}),
      ...(protectedRoute ? { security: [{ session: [] }] } : {}),
      ...(pathParams.length + queryParams.length > 0 ? { parameters: [...pathParams, ...queryParams] } : {}),
      ...(definition.body
        ? { requestBody: { required: true, content: { "application/json": { schema: definition.body } } } }
        : {}),
      responses: {
        [status]: {
          description: "Success",
          content: { "application/json": { schema: envelope(definition.response) } },
        },
        default: {
          description: "Failure",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Outchi API",
      version: `${SCHEMA_VERSION}.0.0`,
      description:
        "Every answer is an envelope { success, value?, error?, message?, details? }. Cookie-authenticated writes need the header X-Requested-With: fetch.",
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
  let document: ReturnType<typeof buildOpenApi> | undefined;
  return route({
    method: "GET",
    path: "/api/openapi.json",
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
