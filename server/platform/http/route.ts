import type { Readable } from "node:stream";
import type { Context } from "koa";
import type { ApiCallKey, ApiCalls } from "../../../card-schemas/apiCalls";
import type { AppDeps } from "../../appDeps";
import type { User } from "../db/models";
import type { Policy } from "../../core/policies.ts";
import type { DailyQuota } from "../../core/dailyQuotas";
import type { JsonText } from "./jsonText";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** A failure status a route declares (RouteDeclaration.failures). */
export type HandlerFailure = 401 | 403 | 404 | 409 | 410 | 429;
export type JsonSchema = Record<string, unknown>;

/** The user a route sees: optional on public and guest routes, present everywhere else. */
export type UserFor<P extends Policy> = P extends "public" | "guest" ? User | undefined : User;

/** The parsed request of call K, each piece validated against its schema in card-schemas/api/. */
export interface RouteRequest<P extends Policy, K extends ApiCallKey> {
  ctx: Context;
  user: UserFor<P>;
  body: ApiCalls[K]["body"];
  /** The query string, its numbers and booleans coerced by its schema. */
  query: ApiCalls[K]["query"];
  params: ApiCalls[K]["params"];
  deps: AppDeps;
}

/**
 * What a handler gives back for answer A: the value, or its JSON text already serialized; a call
 * whose answer is not JSON (a string schema with a `contentMediaType`: a file, an event stream)
 * gives the bytes or a stream.
 */
export type Served<A> = [A] extends [string] ? Readable | Uint8Array : A | JsonText<A>;

export interface RouteDeclaration<P extends Policy, K extends ApiCallKey> {
  /** The call this route answers, `METHOD /koa/path`: its schemas type the handler. */
  call: K;
  policy: P;
  /** One line for the OpenAPI document. */
  summary: string;
  tag: string;
  /** Success status, 200 unless said. */
  status?: number;
  /** A GET that writes must carry the CSRF header too. */
  csrf?: boolean;
  /** Answer the handler's value itself rather than the envelope (documents read by outside tools). */
  raw?: boolean;
  /** A fixed text for people, answered in the envelope's `message` beside the value (README.md's `DONE`). */
  message?: string;
  /** A write that creates content counts against this daily quota of the patient's (429 past it). */
  quota?: DailyQuota;
  /**
   * Failure statuses of the handler's own that its policy, contract and method do not imply
   * (openApiFailures.ts): 410 for a link used or expired, 429 for a limit of its own, a 404 of a
   * route without path parameters… The tests fail a route that answers one undeclared.
   */
  failures?: readonly HandlerFailure[];
  handler(request: RouteRequest<P, K>): Promise<Served<ApiCalls[K]["answer"]>>;
}

export interface RouteDefinition<
  P extends Policy = Policy,
  K extends ApiCallKey = ApiCallKey,
> extends RouteDeclaration<P, K> {
  method: HttpMethod;
  /** Koa-router path, e.g. `/api/patient/notifications/validate/:notificationId`. */
  path: string;
}

export type AnyRoute = RouteDefinition<Policy, ApiCallKey>;

/**
 * Declares the route of a call. The policy is required by the type and checked again here, so a
 * route added without one fails at start rather than ending up public.
 */
export function route<P extends Policy, K extends ApiCallKey>(
  declaration: RouteDeclaration<P, K>,
): RouteDefinition<P, K> {
  const [method, path] = declaration.call.split(" ") as [HttpMethod, string];
  if (!declaration.policy) throw new Error(`route ${declaration.call} has no policy`);
  return { ...declaration, method, path };
}
