/**
 * The tests' check of every answer against its call's answer schema (card-schemas/api/): the test
 * app mounts its routes with it, so a route that drifts from its contract answers 500 and fails the
 * test that called it, and `assertNoDrift` fails the file even when that test expected no answer.
 */
import { Readable } from "node:stream";
import type { Context } from "koa";
import type { ValidateFunction } from "ajv";
import { apiCalls } from "../../card-schemas/apiCalls";
import { apiSchemas, type JsonSchema } from "../../card-schemas/registry";
import { createAjv } from "../../card-schemas/validators";
import type { AnswerCheck } from "../platform/http/mount";
import type { FailureCheck } from "../platform/http/errorHandler";
import { failureStatuses } from "../platform/http/openApiFailures";
import type { AnyRoute } from "../platform/http/route";
import { routes } from "../features/routes";
import { JsonText } from "../platform/http/jsonText";

const ajv = createAjv({ allErrors: true });
const validators = new Map<string, ValidateFunction>();

function validatorOf(call: string, ref: string): ValidateFunction {
  let validate = validators.get(call);
  if (!validate) validators.set(call, (validate = ajv.compile({ $ref: ref })));
  return validate;
}

/** The answer schema itself, its `$ref`s followed, for the media type of a non-JSON answer. */
function resolvedSchema(ref: string): Record<string, unknown> {
  let schema = ajv.getSchema(ref)?.schema as Record<string, unknown> | undefined;
  for (let hops = 0; schema && typeof schema.$ref === "string" && hops < 10; hops++) {
    schema = ajv.getSchema(new URL(schema.$ref, ref).href)?.schema as Record<string, unknown> | undefined;
  }
  if (!schema) throw new Error(`answer schema ${ref} does not resolve`);
  return schema;
}

/** `image/png` matches `image/*`; parameters (`; charset=…`) are left out. */
function mediaTypeMatches(actual: string, declared: string): boolean {
  const type = actual.split(";")[0]!.trim();
  return declared.endsWith("/*") ? type.startsWith(declared.slice(0, -1)) : type === declared;
}

function problemsOf(call: string, value: unknown, ctx: Context): string | undefined {
  const ref = apiCalls[call as keyof typeof apiCalls].answer.$ref;
  if (value instanceof Readable || value instanceof Uint8Array) {
    const declared = resolvedSchema(ref).contentMediaType;
    if (typeof declared !== "string") return "answered bytes where its contract says JSON";
    return declared === "*/*" || mediaTypeMatches(ctx.response.type, declared)
      ? undefined
      : `answered ${ctx.response.type} where its contract says ${declared}`;
  }
  const answer: unknown = value instanceof JsonText ? JSON.parse(value.text) : value;
  const validate = validatorOf(call, ref);
  if (validate(answer)) return undefined;
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`).join("; ");
}

const validateFailure = ajv.compile({ $ref: apiSchemas.failure.$id });

/** What is wrong with a failure envelope, by the failure schema (its details per code), if anything. */
export function failureProblems(failure: unknown): string | undefined {
  if (validateFailure(failure)) return undefined;
  return (validateFailure.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`).join("; ");
}

const routeByPattern = new Map(routes.map((route) => [`${route.method} ${route.path}`, route]));

/** The failure statuses the OpenAPI document gives `route` (openApiFailures.ts). */
function declaredStatuses(route: AnyRoute): Set<string> {
  const contract = apiCalls[route.call] as Partial<Record<"params" | "query" | "body", { $ref: string }>>;
  const body =
    contract.body && (resolvedSchema(contract.body.$ref).properties as Record<string, unknown> | undefined);
  const shape = {
    params: Boolean(contract.params),
    query: Boolean(contract.query),
    body: Boolean(contract.body),
    clientKey: Boolean(body?.key),
  };
  return new Set(failureStatuses(route, shape).map(([status]) => status));
}

/** A failure a route answered that its OpenAPI operation does not list (500 is every operation's default). */
function undeclaredFailure(ctx: Context): string | undefined {
  // A route without parameters is dispatched without the router (dispatch.ts): its path is the pattern.
  const pattern = (ctx as Context & { _matchedRoute?: string })._matchedRoute ?? ctx.path;
  const route = routeByPattern.get(`${ctx.method} ${pattern}`);
  if (!route || ctx.status === 500 || declaredStatuses(route).has(String(ctx.status))) return undefined;
  return `${route.call} answered ${ctx.status}, which its OpenAPI operation does not list: declare it in the route's failures`;
}

/**
 * One check per test app: an answer's drift throws (the call answers 500), a failure's is only
 * remembered (its answer is left as sent); both fail `assertNoDrift`.
 */
export function answerChecker(): { check: AnswerCheck; checkFailure: FailureCheck; assertNoDrift(): void } {
  const drifts: string[] = [];
  return {
    checkFailure(failure, ctx) {
      const undeclared = undeclaredFailure(ctx);
      if (undeclared !== undefined) drifts.push(`${undeclared} (${failure.error} at ${ctx.path})`);
      const problems = failureProblems(failure);
      if (problems === undefined) return;
      drifts.push(
        `${ctx.method} ${ctx.path} failed outside the failure schema (${failure.error}): ${problems}`,
      );
    },
    check(route, value, ctx) {
      const problems = problemsOf(route.call, value, ctx);
      if (problems === undefined) return;
      const drift = `${route.call} answered outside its answer schema: ${problems}`;
      drifts.push(drift);
      throw new Error(drift);
    },
    assertNoDrift() {
      if (drifts.length > 0) throw new Error(`answers outside their contract:\n${drifts.join("\n")}`);
    },
  };
}

const streamValidators = new Map<string, ValidateFunction>();

/**
 * What is wrong with one event of a live stream as the tests read it: an event its schema
 * (api/patientStream.schema.json by default, api/proStream.schema.json for the pro's) does not name,
 * or data outside that event's schema.
 */
export function streamEventProblems(
  event: string,
  data: unknown,
  streamEvents: JsonSchema = apiSchemas.patientStream,
): string | undefined {
  const events = streamEvents.properties as Record<string, unknown>;
  if (!Object.hasOwn(events, event)) return `the stream sent an event its schema does not name: ${event}`;
  const ref = `${streamEvents.$id}#/properties/${event}`;
  let validate = streamValidators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    streamValidators.set(ref, validate);
  }
  if (validate(data)) return undefined;
  const problems = (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
  return `the stream's ${event} event is outside its schema: ${problems.join("; ")}`;
}
