import { SCHEMA_VERSION } from "../../card-schemas/version";
import { ApiError, CLIENT_ERROR_CODES, type ApiErrorDetail } from "./ApiError";

export { ApiError, isApiError } from "./ApiError";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The envelope every answer of our server is wrapped in (API.md). */
interface Envelope {
  success: boolean;
  value?: unknown;
  error?: string;
  message?: string;
  details?: ApiErrorDetail[];
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Sends the CSRF header on a GET too: a few GETs change state (the lucky wheel draws and resets
   * its counter), and the server guards them like writes.
   */
  csrf?: boolean;
}

/** The one way the renderer talks to the server; hooks get it from `useApi()`. */
export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export interface ApiClientOptions {
  /** Injected so stories and tests answer calls without a server. */
  fetch?: typeof globalThis.fetch;
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

  async function request<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const { signal } = options;
    const headers: Record<string, string> = {
      Accept: "application/json",
      "X-Schema-Version": String(SCHEMA_VERSION),
    };
    // The server refuses cookie-authenticated writes without it (CSRF guard, API.md).
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
    if (!parsed.success || !response.ok) {
      throw new ApiError({
        status: response.status,
        code: parsed.error ?? CLIENT_ERROR_CODES.badResponse,
        serverMessage: parsed.message,
        details: Array.isArray(parsed.details) ? parsed.details : [],
      });
    }
    return parsed.value as T;
  }

  return {
    get: (path, options) => request("GET", path, undefined, options),
    post: (path, body, options) => request("POST", path, body ?? {}, options),
    put: (path, body, options) => request("PUT", path, body ?? {}, options),
    delete: (path, options) => request("DELETE", path, undefined, options),
  };
}
