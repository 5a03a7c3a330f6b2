/** GET /api/patient/luckyOutchi: one spin per full counter, paid once. */
import { drawLuckyWheel, isWheelReady } from "../../../engine/rewards/luckyWheel";
import type { LuckyWheelAnswer } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict } from "../../core/errors";
import { lockMetadata } from "../deck";
import { credit } from "../../core/ledger";

export function spinLuckyWheel(
  db: Db,
  userId: string,
  random: () => number,
  now: Date,
): Promise<LuckyWheelAnswer> {
  return inTransaction(db, async (trx) => {
    // The lock makes concurrent spins queue: the first resets the counter, the others see 0.
    const metadata = await lockMetadata(trx, userId);
    if (!isWheelReady(metadata.luckyOutchi)) {
      throw new Conflict("LUCKY_OUTCHI_NOT_READY", "The lucky wheel is not ready yet");
    }
    const draw = drawLuckyWheel(random);
    const drawNumber = metadata.luckyDraws + 1;
    if (draw.reward > 0) {
      await credit(trx, {
        userId,
        delta: draw.reward,
        reason: "LUCKY_WHEEL",
        reference: `draw:${drawNumber}`,
        // One key per draw: even a counter that failed to reset could not pay the same draw twice.
        idempotencyKey: `luckyOutchi:${userId}:${drawNumber}`,
      });
    }
    await trx("userMetadata")
      .where({ patientusersId: userId })
      .update({ luckyOutchi: 0, luckyDraws: drawNumber, updatedAt: now });
    return draw;
  });
}
