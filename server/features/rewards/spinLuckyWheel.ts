/** A patient spins the lucky wheel (GET /api/patient/luckyOutchi, docs/features/rewards.md): one spin per full counter, paid once. */
import { drawLuckyWheel, isWheelReady } from "../../../engine/rewards/luckyWheel";
import type { LuckyWheelAnswer } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { lockMetadata } from "../deck";
import { credit } from "../../core/ledger";

export function spinLuckyWheel(
  db: Db,
  userId: string,
  random: () => number,
  now: Date,
): Promise<LuckyWheelAnswer> {
  return runUseCase(db, {
    // The lock makes concurrent spins queue: the first resets the counter, the others see 0.
    load: (trx) => lockMetadata(trx, userId),
    decide: (metadata) => {
      if (!isWheelReady(metadata.luckyOutchi)) {
        throw new Conflict("LUCKY_OUTCHI_NOT_READY", "The lucky wheel is not ready yet");
      }
      return { draw: drawLuckyWheel(random), drawNumber: metadata.luckyDraws + 1 };
    },
    write: async (trx, { draw, drawNumber }) => {
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
        .where({ userId })
        .update({ luckyOutchi: 0, luckyDraws: drawNumber, updatedAt: now });
      return draw;
    },
  });
}
