/**
 * The paid-survey provider (CPX, docs/features/rewards.md, docs/architecture.md): its page is embedded
 * with our app id and the patient's id; it tells us of a completed survey with a signed postback,
 * which credits the reward once through the ledger (reason CPX) and tells the patient's open
 * streams.
 *
 * Signature: `hash` is the hex MD5 or SHA-256 of `{trans_id}-{CPX_SECRET}`, the form the provider
 * computes with the secret it shares with us. It is compared in constant time.
 */
import type { CpxPostback } from "../../../card-schemas";
import crypto from "node:crypto";
import type { Config } from "../../config";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import { Forbidden, NotFound } from "../../core/errors";
import { credit } from "../../core/ledger";
import type { Realtime } from "../../platform/realtime";

export type CpxConfig = NonNullable<Config["cpx"]>;

/**
 * The provider's page for `userId`: its URL with `app_id` and `ext_user_id` added. The shop's
 * survey offers (content/surveyOffers.json) are built the same way.
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

function signatureMatches(secret: string, transId: string, hash: string): boolean {
  const given = hash.toLowerCase();
  const algorithm = given.length === 32 ? "md5" : given.length === 64 ? "sha256" : null;
  if (!algorithm) return false;
  const expected = Buffer.from(cpxSignature(secret, transId, algorithm), "utf8");
  return crypto.timingSafeEqual(expected, Buffer.from(given, "utf8"));
}

/**
 * Checks and applies a postback. 404 without a provider configured, 403 BAD_SIGNATURE when the
 * hash does not match. A completed survey credits `amount_local` (rounded to whole rewards) once
 * per transaction id; a reversal is acknowledged and changes nothing.
 */
export async function applyCpxPostback(
  db: Db,
  realtime: Realtime,
  cpx: CpxConfig | undefined,
  postback: CpxPostback,
): Promise<{ credited: boolean }> {
  if (!cpx) throw new NotFound("Surveys are not configured");
  if (!signatureMatches(cpx.secret, postback.trans_id, postback.hash)) {
    throw new Forbidden("The signature does not match", "BAD_SIGNATURE");
  }
  const amount = Math.round(Number(postback.amount_local));
  if (postback.status !== "1" || !(amount > 0)) return { credited: false };
  const user = await db("users").where({ id: postback.user_id, role: "patient" }).first("id");
  if (!user) throw new NotFound("No such patient");
  const result = await inTransaction(db, (trx) =>
    credit(trx, {
      userId: user.id,
      delta: amount,
      reason: "CPX",
      reference: postback.trans_id,
      idempotencyKey: `cpx:${postback.trans_id}`,
    }),
  );
  if (result.applied) await realtime.publish({ userId: user.id, type: "reward", id: result.entry.id });
  return { credited: result.applied };
}
