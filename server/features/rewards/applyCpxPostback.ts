/**
 * The paid-survey provider's postback (CPX, docs/features/rewards.md): a completed survey credits
 * the reward once through the ledger (reason CPX) and tells the patient's open streams.
 */
import type { CpxPostback } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { Forbidden, NotFound } from "../../core/errors";
import { credit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import type { Realtime } from "../../platform/realtime";
import { recordStreamEvents } from "../../platform/streamLog";
import { signatureMatches, type CpxConfig } from "./cpx";

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
  const result = await runUseCase(db, {
    // The patient is found above; the ledger's key is what pays a transaction id once.
    load: async () => ({ userId: user.id as string }),
    write: async (trx, _decision, { userId }) => {
      const credited = await credit(trx, {
        userId,
        delta: amount,
        reason: "CPX",
        reference: postback.trans_id,
        idempotencyKey: `cpx:${postback.trans_id}`,
      });
      if (credited.applied)
        await recordStreamEvents(trx, [{ userId, type: "reward", id: credited.entry.id }]);
      return credited;
    },
    afterCommit: async ({ applied }) => {
      if (applied) await realtime.publish(user.id);
    },
  });
  return { credited: result.applied };
}
