/** One failing field or condition, as the server lists it in `details`. */
export interface ApiErrorDetail {
  path?: string;
  message?: string;
  type?: string;
  success?: boolean;
  [key: string]: unknown;
}

/**
 * A call that did not succeed: the server's stable `code` (e.g. `INVALID_CREDENTIALS`), the HTTP
 * status (0 when the network failed) and the server's message for people, when it sent one.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];
  /** The server's own message, kept apart from `message` so the UI can prefer its catalogs. */
  readonly serverMessage: string | undefined;

  constructor(options: {
    status: number;
    code: string;
    serverMessage?: string;
    details?: ApiErrorDetail[];
    cause?: unknown;
  }) {
    super(options.serverMessage ?? options.code, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
    this.details = options.details ?? [];
  }
}

/** Codes the client itself produces, when there is no server answer to read one from. */
export const CLIENT_ERROR_CODES = {
  network: "NETWORK_ERROR",
  badResponse: "BAD_RESPONSE",
} as const;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
