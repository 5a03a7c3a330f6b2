import type { Context } from "koa";
import Router from "@koa/router";
import { apiCalls } from "../../../card-schemas/apiCalls";
import type { AppDeps } from "../../appDeps";
import { Forbidden, NotSignedIn } from "../../core/errors";
import { NEEDS_SIGN_IN, POLICIES, routePolicies } from "../../core/policies";
import { checkCsrf } from "./csrf";
import { refuseHostileFields } from "./hostileInput";
import { compileInput, compileQuery } from "./inputValidator";
import { JsonText } from "./jsonText";
import { withDailyQuota } from "../../core/dailyQuotas";
import type { ApiCallKey } from "../../../card-schemas/apiCalls";
import type { User } from "../db/models";
import type { AnyRoute } from "./route";

/** A write without a body schema takes nothing but `{}`. */
const EMPTY_BODY = { type: "object", additionalProperties: false, maxProperties: 0 };
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NOTHING: Readonly<Record<string, never>> = Object.freeze({});

/**
 * Looks at every success answer before it is sent (the tests check each against its call's answer
 * schema); production passes none, so answers are not validated twice.
 */
export type AnswerCheck = (route: AnyRoute, value: unknown, ctx: Context) => void;

/** A read answered in process, for a page that carries its answer (pageData.ts). */
export interface PageCall {
  /** The page's own request: its cookie's user, its headers. */
  ctx: Context;
  user: User | undefined;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** Each GET route's answer, by its call: its value (or JSON text), as the route would send it. */
export type ReadAnswers = ReadonlyMap<ApiCallKey, (call: PageCall) => Promise<unknown>>;

/**
 * Mounts each route as one middleware that reads like the route's sentence: CSRF check,
 * policy, input validation (its call's schemas, compiled here, at start), daily quota, handler,
 * envelope. Returns how each GET route answers in process, through the same policy and validation.
 */
export function mountRoutes(
  router: Router,
  routes: readonly AnyRoute[],
  deps: AppDeps,
  checkAnswer?: AnswerCheck,
): ReadAnswers {
  const reads = new Map<ApiCallKey, (call: PageCall) => Promise<unknown>>();
  for (const definition of routes) {
    if (!POLICIES.includes(definition.policy)) {
      throw new Error(`route ${definition.call} has no known policy`);
    }
    const contract = apiCalls[definition.call];
    if (!contract) throw new Error(`route ${definition.call} has no call in card-schemas/api`);
    if (definition.path.includes(":") !== Boolean(contract.params)) {
      throw new Error(`route ${definition.call}: its params schema must name its path parameters`);
    }
    const policy = routePolicies[definition.policy];
    const bodySchema = contract.body ?? (WRITES.has(definition.method) ? EMPTY_BODY : undefined);
    const parseBody = bodySchema ? compileInput(bodySchema) : () => NOTHING;
    const parseQuery = contract.query ? compileQuery(contract.query) : undefined;
    const parseParams = contract.params ? compileInput(contract.params) : undefined;

    /** The policy, the input's checks and validation, the daily quota and the handler: the value. */
    const answer = async (
      ctx: Context,
      user: User | undefined,
      pathParams: Record<string, string>,
      rawQuery: Readonly<Record<string, string | string[] | undefined>> | undefined,
      rawBody: unknown,
    ) => {
      if (!policy(user, pathParams)) {
        if (!user && NEEDS_SIGN_IN.has(definition.policy)) throw new NotSignedIn();
        throw new Forbidden();
      }
      // The body was checked for NUL, lone surrogates and depth as it was parsed (bodyParser.ts);
      // path parameters and query values, decoded from the URL, are checked here.
      if (parseParams) refuseHostileFields(pathParams);
      if (rawQuery) refuseHostileFields(rawQuery);
      const params = parseParams ? parseParams(pathParams) : NOTHING;
      const body = parseBody(rawBody);
      // A call without a query schema reads no query, so none is parsed for it.
      const query = parseQuery ? parseQuery({ ...rawQuery }) : NOTHING;
      const request = { ctx, user, body, query, params, deps } as Parameters<AnyRoute["handler"]>[0];
      // No named closure per call: under tsx, naming one (keepNames) costs more than the handler.
      const value =
        definition.quota && user
          ? await withDailyQuota(deps.db, user, definition.quota, deps.now(), () =>
              definition.handler(request),
            )
          : await definition.handler(request);
      if (checkAnswer) checkAnswer(definition, value ?? {}, ctx);
      return value;
    };

    const handle = async function handleRoute(ctx: Context) {
      // What the request is logged as (requestLog.ts): the pattern, never the path's keys.
      ctx.state.route = definition.call;
      checkCsrf(ctx, definition.csrf);
      const pathParams = (ctx as Context & { params: Record<string, string> }).params ?? {};
      const value = await answer(
        ctx,
        ctx.state.user,
        pathParams,
        ctx.querystring ? ctx.query : undefined,
        ctx.request.body ?? {},
      );
      // Koa answers 200 when a body is set; only another success status is set here.
      if (definition.status !== undefined) ctx.status = definition.status;
      if (value instanceof JsonText) {
        ctx.type = "application/json";
        ctx.body = definition.raw ? value.text : value.envelope;
      } else {
        ctx.body = definition.raw
          ? value
          : { success: true, value: value ?? {}, ...(definition.message && { message: definition.message }) };
      }
    };
    Object.defineProperty(handle, "name", { value: definition.call });
    router.register(definition.path, [definition.method], handle);
    if (definition.method === "GET" && !definition.csrf && !definition.raw) {
      reads.set(definition.call, (call) => answer(call.ctx, call.user, call.params ?? {}, call.query, {}));
    }
  }
  return reads;
}
