import type { Context } from "koa";
import Router from "@koa/router";
import { apiCalls } from "../../card-schemas/apiCalls";
import type { AppDeps } from "../appDeps";
import { Forbidden, NotSignedIn } from "../errors";
import { NEEDS_SIGN_IN, POLICIES, routePolicies } from "../policies";
import { checkCsrf } from "./csrf";
import { refuseHostileFields } from "./hostileInput";
import { compileInput, compileQuery } from "./inputValidator";
import { JsonText } from "./jsonText";
import { withDailyQuota } from "../services/dailyQuotas";
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

/**
 * Mounts each route as one middleware that reads like the route's sentence: CSRF check,
 * policy, input validation (its call's schemas, compiled here, at start), daily quota, handler,
 * envelope.
 */
export function mountRoutes(
  router: Router,
  routes: readonly AnyRoute[],
  deps: AppDeps,
  checkAnswer?: AnswerCheck,
): void {
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

    const handle = async function handleRoute(ctx: Context) {
      checkCsrf(ctx, definition.csrf);
      const user = ctx.state.user;
      const pathParams = (ctx as Context & { params: Record<string, string> }).params ?? {};
      if (!policy(user, pathParams)) {
        if (!user && NEEDS_SIGN_IN.has(definition.policy)) throw new NotSignedIn();
        throw new Forbidden();
      }
      // The body was checked for NUL, lone surrogates and depth as it was parsed (bodyParser.ts);
      // path parameters and query values, decoded from the URL, are checked here.
      if (parseParams) refuseHostileFields(pathParams);
      if (ctx.querystring) refuseHostileFields(ctx.query);
      const params = parseParams ? parseParams(pathParams) : NOTHING;
      const body = parseBody(ctx.request.body ?? {});
      // A call without a query schema reads no query, so none is parsed for it.
      const query = parseQuery ? parseQuery({ ...ctx.query }) : NOTHING;
      const request = { ctx, user, body, query, params, deps } as Parameters<AnyRoute["handler"]>[0];
      // No named closure per call: under tsx, naming one (keepNames) costs more than the handler.
      const value =
        definition.quota && user
          ? await withDailyQuota(deps.db, user, definition.quota, deps.now(), () =>
              definition.handler(request),
            )
          : await definition.handler(request);
      if (checkAnswer) checkAnswer(definition, value ?? {}, ctx);
      // Koa answers 200 when a body is set; only another success status is set here.
      if (definition.status !== undefined) ctx.status = definition.status;
      if (value instanceof JsonText) {
        ctx.type = "application/json";
        ctx.body = definition.raw ? value.text : `{"success":true,"value":${value.text}}`;
      } else {
        ctx.body = definition.raw ? value : { success: true, value: value ?? {} };
      }
    };
    Object.defineProperty(handle, "name", { value: definition.call });
    router.register(definition.path, [definition.method], handle);
  }
}
