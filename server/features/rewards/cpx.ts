/**
 * The paid-survey provider (CPX, docs/features/rewards.md, docs/architecture.md): its page is embedded
 * with our app id and the patient's id; it tells us of a completed survey with a signed postback
 * (applyCpxPostback.ts).
 *
 * Signature: `hash` is the hex MD5 or SHA-256 of `{trans_id}-{CPX_SECRET}`, the form the provider
 * computes with the secret it shares with us. It is compared in constant time.
 */
import crypto from "node:crypto";
import type { Config } from "../../config";

export type CpxConfig = NonNullable<Config["cpx"]>;

/**
 * The provider's page for `userId`: its URL with `app_id` and `ext_user_id` added. The shop's
 * survey offers (content/surveyOffers.json) use it too, only while the provider is configured.
 */
export function cpxSurveyUrl(cpx: Pick<CpxConfig, "url" | "appId">, userId: string): string {
  const url = new URL(cpx.url);
  url.searchParams.set("app_id", cpx.appId);
  url.searchParams.set("ext_user_id", userId);
  return url.toString();
}

/** The hash the provider must send for `transId` (`md5` or `sha256`). */
export function cpxSignature(secret: string, transId: string, algorithm: "md5" | "sha256" = "md5"): string {
  return crypto.createHash(algorithm).update(`${transId}-${secret}`).digest("hex");
}

/** Whether `hash` is the signature of `transId`, in either algorithm, compared in constant time. */
export function signatureMatches(secret: string, transId: string, hash: string): boolean {
  const given = hash.toLowerCase();
  const algorithm = given.length === 32 ? "md5" : given.length === 64 ? "sha256" : null;
  if (!algorithm) return false;
  const expected = Buffer.from(cpxSignature(secret, transId, algorithm), "utf8");
  return crypto.timingSafeEqual(expected, Buffer.from(given, "utf8"));
}
