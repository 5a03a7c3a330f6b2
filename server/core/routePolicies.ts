/**
 * Who may call a route. Every route names one of these; the route table refuses a route without
 * one, and a test lists the mounted routes to make sure.
 */
import type { Role } from "../platform/db/models";
export interface Caller {
  id: string;
  role: Role;
  authorId?: string | null;
}

type Params = Record<string, string | undefined>;

export const routePolicies = {
  /** Anyone, signed in or not (health, OpenAPI). */
  public: () => true,
  /** Anyone; a signed-in caller is known to the route (public pages in the caller's language). */
  guest: () => true,
  signedIn: (caller: Caller | undefined) => caller !== undefined,
  patient: (caller: Caller | undefined) => caller?.role === "patient",
  /** A pro, on the author they own (`{proId}`) only. */
  pro: (caller: Caller | undefined, params: Params) =>
    caller?.role === "pro" && !!caller.authorId && caller.authorId === params.proId,
  admin: (caller: Caller | undefined) => caller?.role === "admin",
} satisfies Record<string, (caller: Caller | undefined, params: Params) => boolean>;

export type Policy = keyof typeof routePolicies;

export const POLICIES = Object.keys(routePolicies) as Policy[];

/** Policies that a caller without a session can never pass: they answer 401 rather than 403. */
export const NEEDS_SIGN_IN: ReadonlySet<Policy> = new Set(["signedIn", "patient", "pro", "admin"]);
