import type { Context } from "koa";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import type { User } from "../db/models";
import type { Policy } from "../policies";
import type { ProgramCatalog } from "../services/programCatalog";
import type { DealtDays } from "../services/dealtDays";
import type { Mailer } from "../services/mailer";
import type { PresentedCards } from "../services/presentedCards";
import type { DailyQuota } from "../services/dailyQuotas";
import type { Realtime } from "../services/realtime";
import type { SessionStore } from "../services/sessionStore";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type JsonSchema = Record<string, unknown>;

/** What every route handler may use besides the request: injected once by `createApp`. */
export interface AppDeps {
  db: Db;
  config: Config;
  catalog: ProgramCatalog;
  sessions: SessionStore;
  /** Days whose cards this process has already materialized. */
  dealtDays: DealtDays;
  /** The deck's cards as wire text, presented once. */
  presentedCards: PresentedCards;
  /** The random source of draws (Math.random in production, seeded in tests). */
  random: () => number;
  now: () => Date;
  /** Live events to the patients' streams. */
  realtime: Realtime;
  /** Emails to people (the outbox table and the console by default). */
  mailer: Mailer;
}

/** The user a route sees: optional on public and guest routes, present everywhere else. */
export type UserFor<P extends Policy> = P extends "public" | "guest" ? User | undefined : User;

export interface RouteRequest<P extends Policy, Body, Query> {
  ctx: Context;
  user: UserFor<P>;
  /** The body, validated against the route's `body` schema. */
  body: Body;
  /** The query string, validated against the route's `query` schema. */
  query: Query;
  params: Record<string, string>;
  deps: AppDeps;
}

export interface RouteDefinition<P extends Policy = Policy, Body = unknown, Query = unknown> {
  method: HttpMethod;
  /** Koa-router path, e.g. `/api/patient/notifications/validate/:notificationId`. */
  path: string;
  policy: P;
  /** One line for the OpenAPI document. */
  summary: string;
  tag: string;
  /** JSON Schema of the body; write routes without one accept only `{}`. */
  body?: JsonSchema;
  /** JSON Schema of the query string (values are strings). */
  query?: JsonSchema;
  /** JSON Schema of `value` in the answer, for the OpenAPI document. */
  response?: JsonSchema;
  /** Success status, 200 unless said. */
  status?: number;
  /** A GET that writes must carry the CSRF header too. */
  csrf?: boolean;
  /** Answer the handler's value itself rather than the envelope (documents read by outside tools). */
  raw?: boolean;
  /** A write that creates content counts against this daily quota of the patient's (429 past it). */
  quota?: DailyQuota;
  handler(request: RouteRequest<P, Body, Query>): Promise<unknown>;
}

export type AnyRoute = RouteDefinition<Policy, unknown, unknown>;

/**
 * Declares a route. The policy is required by the type and checked again here, so a route added
 * without one fails at start rather than ending up public.
 */
export function route<
  P extends Policy,
  Body = Record<string, never>,
  Query = Record<string, string | undefined>,
>(definition: RouteDefinition<P, Body, Query>): RouteDefinition<P, Body, Query> {
  if (!definition.policy) throw new Error(`route ${definition.method} ${definition.path} has no policy`);
  return definition;
}
