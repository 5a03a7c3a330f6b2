import type { ApiCalls, Failure } from "../../../card-schemas";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { ApiError, CLIENT_ERROR_CODES } from "./ApiError";
import type { ApiCallKey } from "../../../card-schemas/apiCalls";
import { callPath, splitCallKey } from "../../../card-schemas/callPath";

export { ApiError, isApiError } from "./ApiError";
export type { ApiCallKey } from "../../../card-schemas/apiCalls";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The envelope every answer of our server is wrapped in (README.md): a success's value, or the failure schema's. */
type Envelope = { success: true; value: unknown } | Failure;

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Sends the CSRF header on a GET too: a few GETs change state (the lucky wheel draws and resets
   * its counter), and the server guards them like writes.
   */
  csrf?: boolean;
}

type Piece = "params" | "query" | "body";

/** The empty object: a type it is assignable to has no required field. */
type Empty = Record<string, never>;

/** A piece that can be empty (none of its fields required) may be left out. */
type Optional<K extends ApiCallKey> = { [P in Piece]: Empty extends ApiCalls[K][P] ? P : never }[Piece];

/** One object type out of an intersection, for readable hovers and exact type tests. */
type Flat<T> = { [P in keyof T]: T[P] };

/** What a call takes beside its key: its path parameters, query and body, as its contract says. */
export type CallInput<K extends ApiCallKey> = Flat<
  { [P in Exclude<Piece, Optional<K>>]: ApiCalls[K][P] } & { [P in Optional<K>]?: ApiCalls[K][P] }
>;

/** The input may be left out when nothing in it is required. */
type CallArgs<K extends ApiCallKey> =
  Empty extends CallInput<K>
    ? [input?: CallInput<K>, options?: RequestOptions]
    : [input: CallInput<K>, options?: RequestOptions];

/** What a call answers: the `value` of its success envelope. */
export type CallAnswer<K extends ApiCallKey> = ApiCalls[K]["answer"];

/** The one way the renderer talks to the server; hooks get it from `useApi()`. */
export interface ApiClient {
  /** A call of the API's contract, by its key: `api.call("GET /api/patient/bank")`. */
  call<K extends ApiCallKey>(key: K, ...args: CallArgs<K>): Promise<CallAnswer<K>>;
  /**
   * The call of a card's `call` action: its path comes from the content (checked by the
   * dispatcher), so no contract types it and its answer is not read.
   */
  actionCall(method: "POST" | "PUT" | "DELETE", path: string): Promise<unknown>;
}

export interface ApiClientOptions {
  /** Injected so stories and tests answer calls without a server. */
  fetch?: typeof globalThis.fetch;
  /**
   * Answers that came with the page (pageAnswers.ts), by URL: the first read of each URL takes its
   * answer from here instead of the network; later reads of it are asked as usual.
   */
  pageAnswers?: Map<string, unknown>;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === "object" && body !== null && typeof (body as Envelope).success === "boolean";
}

/**
 * Builds a client that sends the session cookie, the schema version on every call and the CSRF
 * header on writes, and turns the envelope into its `value` or an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // Read lazily: tests replace globalThis.fetch after this module is loaded.
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);

  async function request(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<unknown> {
    const { signal } = options;
    const headers: Record<string, string> = {
      Accept: "application/json",
      "X-Schema-Version": String(SCHEMA_VERSION),
    };
    // The server refuses cookie-authenticated writes without it (CSRF guard, README.md).
    if (method !== "GET" || options.csrf) headers["X-Requested-With"] = "fetch";
    if (body !== undefined) headers["Content-Type"] = "application/json";

    let response: Response;
    try {
      response = await doFetch(path, {
        method,
        headers,
        credentials: "include",
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, cause });
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      throw new ApiError({ status: response.status, code: CLIENT_ERROR_CODES.badResponse, cause });
    }
    if (!isEnvelope(parsed)) {
      throw new ApiError({ status: response.status, code: CLIENT_ERROR_CODES.badResponse });
    }
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: parsed.error ?? CLIENT_ERROR_CODES.badResponse,
        serverMessage: parsed.message,
        details: Array.isArray(parsed.details) ? parsed.details : [],
      });
    }
    if (!response.ok) throw new ApiError({ status: response.status, code: CLIENT_ERROR_CODES.badResponse });
    return parsed.value;
  }

  function takePageAnswer(path: string): { value: unknown } | undefined {
    const answers = options.pageAnswers;
    if (!answers?.has(path)) return undefined;
    const value = answers.get(path);
    answers.delete(path);
    return { value };
  }

  // Writes always send a JSON body, `{}` for a call that takes none; reads send none, and deletes
  // only the body their contract has (DELETE /api/patient/account's password).
  const bodyOf = (method: Method, body: unknown) =>
    method === "GET" || (method === "DELETE" && body === undefined) ? undefined : (body ?? {});

  return {
    call: async (key, ...[input, options]) => {
      const { params, query, body } = (input ?? {}) as {
        params?: Record<string, string>;
        query?: Record<string, string | number | boolean | undefined>;
        body?: unknown;
      };
      const method = splitCallKey(key).method as Method;
      const path = callPath(key, params, query);
      const pageAnswer = method === "GET" ? takePageAnswer(path) : undefined;
      if (pageAnswer) return pageAnswer.value as CallAnswer<typeof key>;
      // The contract is the server's: the answer it checked against the call's schema.
      return request(method, path, bodyOf(method, body), options) as Promise<CallAnswer<typeof key>>;
    },
    actionCall: (method, path) => request(method, path, bodyOf(method, undefined)),
  };
}
