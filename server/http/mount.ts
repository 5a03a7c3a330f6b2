import type { Context } from "koa";
import Router from "@koa/router";
import { Forbidden, NotSignedIn } from "../errors";
import { NEEDS_SIGN_IN, POLICIES, routePolicies } from "../policies";
import { checkCsrf } from "./csrf";
import { refuseHostileFields } from "./hostileInput";
import { compileInput } from "./inputValidator";
import { JsonText } from "./jsonText";
import { withDailyQuota } from "../services/dailyQuotas";
import type { AnyRoute, AppDeps } from "./route";

/** A write without a body schema takes nothing but `{}`. */
const EMPTY_BODY = { type: "object", additionalProperties: false, maxProperties: 0 };
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NO_QUERY: Readonly<Record<string, string | undefined>> = Object.freeze({});

/**
 * Mounts each route as one middleware that reads like the route's sentence: CSRF check,
 * policy, input validation (schemas compiled here, at start), daily quota, handler, envelope.
 */
export function mountRoutes(router: Router, routes: readonly AnyRoute[], deps: AppDeps): void {
  for (const definition of routes) {
    if (!POLICIES.includes(definition.policy)) {
      throw new Error(`route ${definition.method} ${definition.path} has no known policy`);
    }
    const policy = routePolicies[definition.policy];
    const bodySchema = definition.body ?? (WRITES.has(definition.method) ? EMPTY_BODY : undefined);
    const parseBody = bodySchema ? compileInput(bodySchema) : () => undefined;
    const parseQuery = definition.query ? compileInput(definition.query) : undefined;
    const hasParams = definition.path.includes(":");

    const handle = async function handleRoute(ctx: Context) {
      checkCsrf(ctx, definition.csrf);
      const user = ctx.state.user;
      const params = (ctx as Context & { params: Record<string, string> }).params ?? {};
      if (!policy(user, params)) {
        if (!user && NEEDS_SIGN_IN.has(definition.policy)) throw new NotSignedIn();
        throw new Forbidden();
      }
      // The body was checked for NUL, lone surrogates and depth as it was parsed (bodyParser.ts);
      // path parameters and query values, decoded from the URL, are checked here.
      if (hasParams) refuseHostileFields(params);
      if (ctx.querystring) refuseHostileFields(ctx.query);
      const body = parseBody(ctx.request.body ?? {});
      // A route without a query schema reads no query, so none is parsed for it.
      const query = parseQuery ? parseQuery({ ...ctx.query }) : NO_QUERY;
      const request = { ctx, user, body, query, params, deps };
      // No named closure per call: under tsx, naming one (keepNames) costs more than the handler.
      const value =
        definition.quota && user
          ? await withDailyQuota(deps.db, user, definition.quota, deps.now(), () =>
              definition.handler(request),
            )
          : await definition.handler(request);
      // Koa answers 200 when a body is set; only another success status is set here.
      if (definition.status !== undefined) ctx.status = definition.status;
      if (value instanceof JsonText) {
        ctx.type = "application/json";
        ctx.body = definition.raw ? value.text : `{"success":true,"value":${value.text}}`;
      } else {
        ctx.body = definition.raw ? value : { success: true, value: value ?? {} };
      }
    };
    Object.defineProperty(handle, "name", { value: `${definition.method} ${definition.path}` });
    router.register(definition.path, [definition.method], handle);
  }
}
