import type { FailureDetail, FieldProblem, ProgramConditionResult } from "../../../card-schemas";

/** A detail that names a failing field (the details of VALIDATION_FAILED and of most codes). */
export function isFieldProblem(detail: FailureDetail): detail is FieldProblem {
  return "path" in detail;
}

/** A detail of MISSING_SUBSCRIPTION_CONDITIONS: one condition's result. */
export function isConditionResult(detail: FailureDetail): detail is ProgramConditionResult {
  return "success" in detail;
}

/**
 * A call that did not succeed: the server's stable `code` (e.g. `INVALID_CREDENTIALS`), the HTTP
 * status (0 when the network failed) and the server's message for people, when it sent one.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  /** The server's details, as the failure schema (card-schemas/api/failure.schema.json) types them. */
  readonly details: FailureDetail[];
  /** The server's own message, kept apart from `message` so the UI can prefer its catalogs. */
  readonly serverMessage: string | undefined;

  constructor(options: {
    status: number;
    code: string;
    serverMessage?: string;
    details?: FailureDetail[];
    cause?: unknown;
  }) {
    super(options.serverMessage ?? options.code, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
    this.details = options.details ?? [];
  }

  /** The failing fields its details name (none for a code whose details say something else). */
  get fieldProblems(): FieldProblem[] {
    return this.details.filter(isFieldProblem);
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
