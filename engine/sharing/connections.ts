/**
 * Connections (docs/features/sharing.md): a patient shares chosen kinds of data with an outside
 * person through a long random key and an optional password, until an expiration date.
 */
import type { ConnectionStatus } from "../../card-schemas";
import { addDays } from "../shared/dates";

/** A connection's expiration date defaults to this many days ahead (docs/features/sharing.md). */
export const CONNECTION_EXPIRY_DAYS = 90;

/** Connection names are cut to this many characters in lists (docs/features/sharing.md). */
export const CONNECTION_NAME_DISPLAY_LENGTH = 30;

/** The longest name a connection may be given. */
export const CONNECTION_NAME_MAX_LENGTH = 100;

/** Random bytes of a key (256 bits, base64url: 43 characters): never derived from an id. */
export const CONNECTION_KEY_BYTES = 32;

/** Wrong passwords on one key before it is locked… */
export const EXTERNAL_WRONG_PASSWORD_LIMIT = 5;
/** …for this many minutes after the last of them. */
export const EXTERNAL_LOCK_MINUTES = 15;

/** How many days before the connection was made its view reaches back. */
export const CONNECTION_HISTORY_DAYS = 90;

export const CONNECTION_STATUSES = [
  "CREATED",
  "ACTIVE",
  "EXPIRED",
] as const satisfies readonly ConnectionStatus[];

/** The default expiration date of a connection made on `today`. */
export function defaultExpirationDate(today: string): string {
  return addDays(today, CONNECTION_EXPIRY_DAYS);
}

/**
 * Created, then active once read, then expired once its expiration date is before today (the
 * expiration day itself still reads).
 */
export function connectionStatus(
  connection: { expirationDate: string; firstReadAt: unknown },
  today: string,
): ConnectionStatus {
  if (connection.expirationDate < today) return "EXPIRED";
  return connection.firstReadAt ? "ACTIVE" : "CREATED";
}

/** A name as lists show it: at most 30 characters, an ellipsis marking a cut. */
export function connectionDisplayName(name: string): string {
  const characters = [...name];
  if (characters.length <= CONNECTION_NAME_DISPLAY_LENGTH) return name;
  return `${characters.slice(0, CONNECTION_NAME_DISPLAY_LENGTH - 1).join("")}…`;
}

/**
 * The days an outside read shows: from CONNECTION_HISTORY_DAYS before the connection was made to
 * today, never past its expiration date.
 */
export function sharedPeriod(
  createdDay: string,
  expirationDate: string,
  today: string,
): { from: string; to: string } {
  return {
    from: addDays(createdDay, -CONNECTION_HISTORY_DAYS),
    to: today < expirationDate ? today : expirationDate,
  };
}

/**
 * For how many seconds more wrong passwords lock a key at `now` (0: not locked): locked while 5
 * of them fell within the last 15 minutes, so 15 minutes after a fifth one in a row.
 */
export function externalLock(wrongPasswordTimes: readonly number[], now: number): number {
  const windowMs = EXTERNAL_LOCK_MINUTES * 60_000;
  const recent = wrongPasswordTimes.filter((at) => now - at < windowMs).sort((a, b) => b - a);
  const fifth = recent[EXTERNAL_WRONG_PASSWORD_LIMIT - 1];
  return fifth === undefined ? 0 : Math.ceil((fifth + windowMs - now) / 1000);
}

/** The patient's own data: every table (json, csv), a FHIR Bundle, or the journal and analysis for a consultation (pdf). */
export const EXPORT_FORMATS = ["json", "csv", "fhir", "pdf"] as const;
