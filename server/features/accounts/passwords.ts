import { hash, verify } from "@node-rs/argon2";

// The library's defaults are argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane); the
// enum cannot be imported under isolatedModules, so the id is named here.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when the email is unknown, so response times do not
 * tell which emails have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("not a password of anyone");
  await verifyPassword(await dummyHash, password);
  return false;
}
