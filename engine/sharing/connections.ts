/**
 * Connections (docs/features/sharing.md): a patient shares chosen kinds of data with an outside
 * person through a long random key and an optional password, until an expiration date.
 */
import type { ConnectionStatus, ExternalExportFormat } from "../../card-schemas";
import { addDays } from "../shared/dates";

/** A connection's expiration date defaults to this many days ahead (docs/features/sharing.md). */
export const CONNECTION_EXPIRY_DAYS = 90;

/** Connection names are cut to this many characters in lists (docs/features/sharing.md). */
export const CONNECTION_NAME_DISPLAY_LENGTH = 30;

/** The longest name a connection may be given. */
export const CONNECTION_NAME_MAX_LENGTH = 100;

/** Random bytes of a key (256 bits, base64url: 43 characters): never derived from an id. */
export const CONNECTION_KEY_BYTES = 32;

/** Wrong passwords from one address on one key before that address is locked out of it… */
export const EXTERNAL_WRONG_PASSWORD_LIMIT = 5;
/** …and from every address together before the key is locked for everyone (far higher, so a stranger cannot shut the doctor out)… */
export const EXTERNAL_KEY_WRONG_PASSWORD_LIMIT = 50;
/** …counted over this many minutes. */
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
 * For how many seconds more `limit` wrong passwords lock at `now` (0: not locked): locked while
 * `limit` of them fell within the last 15 minutes, so 15 minutes after the `limit`-th one in a row.
 */
export function externalLock(
  wrongPasswordTimes: readonly number[],
  now: number,
  limit: number = EXTERNAL_WRONG_PASSWORD_LIMIT,
): number {
  const windowMs = EXTERNAL_LOCK_MINUTES * 60_000;
  const recent = wrongPasswordTimes.filter((at) => now - at < windowMs).sort((a, b) => b - a);
  const last = recent[limit - 1];
  return last === undefined ? 0 : Math.ceil((last + windowMs - now) / 1000);
}

/** A wrong password of the access log: when, and the hash of the address it came from. */
export interface WrongPassword {
  at: number;
  ipHash: string;
}

/**
 * Where one address stands with a key at `now`, from the key's recent wrong passwords (every
 * address's): `lockSeconds` is how long it is still kept out (its own 5, or the key's 50, within 15
 * minutes; 0: free to try), `triesLeft` how many wrong passwords it may still give before that.
 */
export function externalAddressLock(
  wrong: readonly WrongPassword[],
  ipHash: string,
  now: number,
): { lockSeconds: number; triesLeft: number } {
  const windowMs = EXTERNAL_LOCK_MINUTES * 60_000;
  const recent = wrong.filter((one) => now - one.at < windowMs);
  const own = recent.filter((one) => one.ipHash === ipHash).map((one) => one.at);
  const all = recent.map((one) => one.at);
  const lockSeconds = Math.max(
    externalLock(own, now, EXTERNAL_WRONG_PASSWORD_LIMIT),
    externalLock(all, now, EXTERNAL_KEY_WRONG_PASSWORD_LIMIT),
  );
  const triesLeft =
    lockSeconds > 0
      ? 0
      : Math.min(EXTERNAL_WRONG_PASSWORD_LIMIT - own.length, EXTERNAL_KEY_WRONG_PASSWORD_LIMIT - all.length);
  return { lockSeconds, triesLeft: Math.max(0, triesLeft) };
}

/** The patient's own data: every table (json, csv), a FHIR Bundle, or the journal and analysis for a consultation (pdf). */
export const EXPORT_FORMATS = ["json", "csv", "fhir", "pdf"] as const;

/** What the doctor may download of a connection: its series as a FHIR R4 Bundle, or as a PDF. */
export const EXTERNAL_EXPORT_FORMATS = ["fhir", "pdf"] as const satisfies readonly ExternalExportFormat[];
