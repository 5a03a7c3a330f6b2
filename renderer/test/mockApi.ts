import type { ApiCalls, Failure, FailureDetail } from "../../card-schemas";
import { createApiClient, type ApiCallKey, type ApiClient, type CallAnswer } from "../app/api/client";

/** One call as the mock saw it: its parameters and body are those the typed client sent. */
export interface MockRequest<K extends ApiCallKey = ApiCallKey> {
  method: string;
  path: string;
  query: URLSearchParams;
  params: ApiCalls[K]["params"];
  headers: Record<string, string>;
  body: ApiCalls[K]["body"];
}

/**
 * What a mock answers: a success envelope holding `T`, or a failed one as the failure schema says
 * (its message may be left out, to show what the screen says without one).
 */
export interface MockResponse<T = unknown> {
  status: number;
  body: { success: true; value: T } | (Omit<Failure, "message"> & { message?: string });
}

/** Answers the call `K` with its contract's answer (or a failure), so a drifted mock fails tsc. */
export type MockHandler<K extends ApiCallKey = ApiCallKey> = (
  request: MockRequest<K>,
) => MockResponse<CallAnswer<K>> | Promise<MockResponse<CallAnswer<K>>>;

/** A table of mock calls by their contract's key. */
export type MockRoutes = { [K in ApiCallKey]?: MockHandler<K> };

/** A successful envelope; `T` comes from the handler's call, so the value is checked against it. */
export const ok = <T>(value: NoInfer<T>, status = 200): MockResponse<T> => ({
  status,
  body: { success: true, value },
});

/** A failed envelope, as the server's error handler writes it. */
export const fail = (
  status: number,
  error: string,
  message?: string,
  details?: FailureDetail[],
): MockResponse<never> => ({
  status,
  body: { success: false, error, message, details },
});

function matches(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string;
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(got[i] as string);
    else if (segment !== got[i]) return null;
  }
  return params;
}

/**
 * An API client answering from a table such as `{ "GET /api/patient/bank": () => ok({...}) }`
 * (`:name` matches one path segment). Stories and tests use it instead of a server; `calls`
 * records every request, headers included. An unlisted call answers 404 NOT_FOUND.
 */
export function mockApi(routes: MockRoutes): { api: ApiClient; calls: MockRequest[] } {
  const calls: MockRequest[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(" ") as [string, string];
    return { method, pattern, handler: handler as (request: MockRequest) => ReturnType<MockHandler> };
  });

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    let answer: MockResponse = fail(404, "NOT_FOUND", `no mock for ${method} ${url.pathname}`);
    for (const route of table) {
      const params = route.method === method ? matches(route.pattern, url.pathname) : null;
      if (!params) continue;
      const request = {
        method,
        path: url.pathname,
        query: url.searchParams,
        params,
        headers,
        body,
      } as MockRequest;
      calls.push(request);
      answer = await route.handler(request);
      break;
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  };

  return { api: createApiClient({ fetch: fetch as typeof globalThis.fetch }), calls };
}
