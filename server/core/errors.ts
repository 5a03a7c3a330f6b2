/**
 * The errors the API answers on purpose. Each is answered as the failure envelope of
 * card-schemas/api/failure.schema.json, whose rules say which details each code carries (the test
 * apps check every failure against it).
 */
import type { FailureDetail, FieldProblem, QuotaDetail } from "../../card-schemas";

/**
 * Base of every error the API answers on purpose. `expose` says whether `message` may reach the
 * client; the error handler maps these by `instanceof`, never by message text.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly expose: boolean = true;
  readonly details?: readonly FailureDetail[];

  constructor(status: number, code: string, message: string, details?: readonly FailureDetail[]) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export class ValidationError extends HttpError {
  constructor(details: FieldProblem[], message = "The request is not valid") {
    super(400, "VALIDATION_FAILED", message, details);
  }
}

export class MalformedBody extends HttpError {
  constructor() {
    super(400, "MALFORMED_BODY", "The request body is not valid JSON");
  }
}

export class NotSignedIn extends HttpError {
  constructor() {
    super(401, "NOT_SIGNED_IN", "Sign in first");
  }
}

export class InvalidCredentials extends HttpError {
  constructor() {
    super(401, "INVALID_CREDENTIALS", "Wrong email or password");
  }
}

export class Forbidden extends HttpError {
  constructor(message = "Not allowed", code = "FORBIDDEN") {
    super(403, code, message);
  }
}

export class CsrfHeaderMissing extends Forbidden {
  constructor() {
    super("This call needs the header X-Requested-With: fetch", "CSRF_HEADER_MISSING");
  }
}

/** A pending sign-up's right password: the account waits for its email link (only its maker knows that password). */
export class EmailNotVerified extends HttpError {
  constructor() {
    super(403, "EMAIL_NOT_VERIFIED", "Open the link sent to this email to activate the account");
  }
}

export class NotFound extends HttpError {
  constructor(message = "Not found") {
    super(404, "NOT_FOUND", message);
  }
}

export class Conflict extends HttpError {
  constructor(code: string, message: string, details?: readonly FailureDetail[]) {
    super(409, code, message, details);
  }
}

export class NotEnoughRewards extends Conflict {
  constructor() {
    super("NOT_ENOUGH_REWARDS", "Not enough rewards");
  }
}

/** A client's idempotency key sent again with another request: nothing is done (as payment APIs answer). */
export class IdempotencyKeyReused extends HttpError {
  constructor() {
    super(422, "IDEMPOTENCY_KEY_REUSED", "This key was used for another request");
  }
}

/** A sign-up link that never existed (or was mistyped). */
export class SignupLinkInvalid extends HttpError {
  constructor() {
    super(400, "SIGNUP_LINK_INVALID", "This sign-up link is not valid");
  }
}

/** A sign-up link already followed, or past its time: sign up again for a fresh one. */
export class SignupLinkGone extends HttpError {
  constructor(code: "SIGNUP_LINK_USED" | "SIGNUP_LINK_EXPIRED") {
    super(
      410,
      code,
      code === "SIGNUP_LINK_USED" ? "This sign-up link was already used" : "This sign-up link has expired",
    );
  }
}

export class TooLarge extends HttpError {
  constructor() {
    super(413, "TOO_LARGE", "The request body is too large");
  }
}

export class RateLimited extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(
    retryAfterSeconds: number,
    code = "RATE_LIMITED",
    message = "Too many attempts, try again later",
    details?: readonly QuotaDetail[],
  ) {
    super(429, code, message, details);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A patient's daily quota of one kind of write is used up: answered 429 until their next day. */
export class QuotaExceeded extends RateLimited {
  constructor(retryAfterSeconds: number, quota: string, limit: number) {
    super(retryAfterSeconds, "QUOTA_EXCEEDED", "The daily limit is reached, try again tomorrow", [
      { quota, limit },
    ]);
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(message = "Service unavailable", code = "SERVICE_UNAVAILABLE") {
    super(503, code, message);
  }
}

/** Seconds after which a client may try again once the database was out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database is out of reach (an outage, a restart): the same call may succeed shortly. */
/** 503 NOT_READY: this process is starting or stopping; another one takes the request. */
export class NotReady extends ServiceUnavailable {
  readonly retryAfterSeconds = 1;

  constructor() {
    super("This server process is not taking requests, try again shortly", "NOT_READY");
  }
}

/** 503 PAYMENTS_UNAVAILABLE: no payment provider is configured, and no sandbox was asked for. */
export class PaymentsUnavailable extends ServiceUnavailable {
  constructor() {
    super("Payments are not available", "PAYMENTS_UNAVAILABLE");
  }
}

export class DatabaseUnavailable extends ServiceUnavailable {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;

  constructor(message = "The database is unreachable, try again shortly") {
    super(message, "DATABASE_UNAVAILABLE");
  }
}
