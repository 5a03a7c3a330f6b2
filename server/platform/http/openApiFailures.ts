/**
 * The failures a route can answer, as its policy and contract imply, each the one failure envelope
 * (card-schemas/api/failure.schema.json) of core/errors.ts's codes. A handler's own refusals of
 * those statuses (NOT_ENOUGH_REWARDS is a 409) share the response of their status; a status the
 * route's shape does not imply (410, 422, a signed-in route's 429) is declared by the route
 * (`failures`); 500 INTERNAL is the operation's `default`. The tests check every failure a route
 * answers against this list (server/test/answerCheck.ts).
 */
import { NEEDS_SIGN_IN } from "../../core/policies";
import type { AnyRoute } from "./route";

const FAILURE = { $ref: "#/components/schemas/failure" };
const RETRY_AFTER = { "Retry-After": { $ref: "#/components/headers/RetryAfter" } };
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Policies that refuse a signed-in caller of another role, or a pro on another author. */
const ROLE_POLICIES = new Set(["patient", "pro", "admin"]);

function failure(description: string, headers?: Record<string, unknown>) {
  return { description, ...(headers && { headers }), content: { "application/json": { schema: FAILURE } } };
}

/** `components.responses`: one per status a route may answer, and the default. */
export const FAILURE_RESPONSES = {
  BadRequest: failure(
    "400: the request does not match the call's schemas (VALIDATION_FAILED, with each failing field in details), its body is not JSON (MALFORMED_BODY), or a code of the call's own.",
  ),
  NotSignedIn: failure("401 NOT_SIGNED_IN: the call needs the session cookie."),
  Forbidden: failure(
    "403: the caller's role may not make this call (FORBIDDEN), or a write with the session cookie lacks the header X-Requested-With: fetch (CSRF_HEADER_MISSING).",
  ),
  NotFound: failure("404 NOT_FOUND: what the path names does not exist, or is not the caller's to see."),
  Conflict: failure("409: the write conflicts with what is stored (NOT_ENOUGH_REWARDS, TOO_SOON, …)."),
  Gone: failure(
    "410: the link was already followed or is past its time (…_LINK_USED, …_LINK_EXPIRED); ask for a new one.",
  ),
  TooLarge: failure("413 TOO_LARGE: the body is above its limit."),
  KeyReused: failure(
    "422 IDEMPOTENCY_KEY_REUSED: the client key was sent before with another request; nothing was done.",
  ),
  TooManyRequests: failure(
    "429: too many attempts (RATE_LIMITED) or the daily quota is used up (QUOTA_EXCEEDED, its quota in details); try again after Retry-After.",
    RETRY_AFTER,
  ),
  Unavailable: failure(
    "503: the database (DATABASE_UNAVAILABLE, with Retry-After) or a service the call needs is out of reach.",
    RETRY_AFTER,
  ),
  Failure: failure("Any other failure, such as 500 INTERNAL, in the failure envelope."),
} as const;

export const FAILURE_HEADERS = {
  RetryAfter: {
    description: "Seconds after which the same call may succeed.",
    schema: { type: "integer", minimum: 0 },
  },
};

type FailureResponse = keyof typeof FAILURE_RESPONSES;

/** Which of a call's pieces its contract has (apiCalls), and whether its body carries a client `key`. */
export interface CallShape {
  params: boolean;
  query: boolean;
  body: boolean;
  clientKey: boolean;
}

/** The failure statuses `definition` may answer besides the default, each with its response's name. */
export function failureStatuses(definition: AnyRoute, shape: CallShape): Array<[string, FailureResponse]> {
  const write = WRITES.has(definition.method);
  const open = !NEEDS_SIGN_IN.has(definition.policy);
  const declared = new Set<number>(definition.failures ?? []);
  const statuses: Array<[string, FailureResponse, boolean]> = [
    // Any call may come with a query string or path that the input checks refuse.
    ["400", "BadRequest", true],
    ["401", "NotSignedIn", !open || declared.has(401)],
    // The CSRF header is checked on every write (and the reads that ask for it) sent with the cookie.
    [
      "403",
      "Forbidden",
      ROLE_POLICIES.has(definition.policy) || write || Boolean(definition.csrf) || declared.has(403),
    ],
    ["404", "NotFound", shape.params || declared.has(404)],
    ["409", "Conflict", write || declared.has(409)],
    ["410", "Gone", declared.has(410)],
    // A JSON body past BODY_LIMIT, an upload past its own limit.
    ["413", "TooLarge", write],
    // The client key sent again with another body (core/useCase.ts's idempotency).
    ["422", "KeyReused", shape.clientKey],
    // A daily quota, the attempts an open write counts (sign-in, sign-up, links), or a limit of the route's own.
    ["429", "TooManyRequests", Boolean(definition.quota) || (open && write) || declared.has(429)],
    ["503", "Unavailable", true],
  ];
  return statuses.filter(([, , answered]) => answered).map(([status, name]) => [status, name]);
}

/** The failure responses of `definition`, by status, as `$ref`s to `FAILURE_RESPONSES`. */
export function failureResponses(definition: AnyRoute, shape: CallShape) {
  return Object.fromEntries([
    ...failureStatuses(definition, shape).map(([status, name]) => [
      status,
      { $ref: `#/components/responses/${name}` },
    ]),
    ["default", { $ref: "#/components/responses/Failure" }],
  ]);
}
