/** A patient completes or dismisses one of their cards (POST /api/patient/notifications/validate/{id}): closes it once and pays it once. */
import type { CompleteCardAnswer } from "../../../card-schemas";
import { completeCard, type CompletionResult } from "../../../engine/deck/cardCompletion";
import type { Db } from "../../platform/db/connection";
import { Notification, type User } from "../../platform/db/models";
import { authorize } from "../../core/policies";
import { runUseCase } from "../../core/useCase";
import { notificationPolicy } from "./policy";
import { credit } from "../../core/ledger";
import { lockMetadata } from "./metadataLock";

export function completeNotification(
  db: Db,
  user: User,
  notificationId: string,
  result: CompletionResult,
  now: Date,
): Promise<CompleteCardAnswer> {
  return runUseCase(db, {
    load: async (trx) => {
      // Locking the card serializes concurrent completions of it: the second one sees it closed.
      const card = await Notification.query(trx).findById(notificationId).forUpdate();
      // Refused here, before the patient's metadata is locked: another patient's card locks nothing more.
      authorize(card !== undefined && notificationPolicy.complete(user, card));
      return { card, metadata: await lockMetadata(trx, user.id) };
    },
    decide: ({ card, metadata }) =>
      completeCard({
        card: { status: card.status, rewards: card.rewards },
        result,
        luckyOutchi: metadata.luckyOutchi,
      }),
    write: async (trx, outcome, { card, metadata }): Promise<CompleteCardAnswer> => {
      if (!outcome.changed) return { events: [], userMetadata: { luckyOutchi: metadata.luckyOutchi } };
      await trx("notifications")
        .where({ id: card.id })
        .update({ status: outcome.status, result: JSON.stringify(result), doneAt: now });
      if (outcome.rewardDelta > 0) {
        await credit(trx, {
          userId: user.id,
          delta: outcome.rewardDelta,
          reason: "TASK",
          reference: card.id,
          idempotencyKey: `notification:${card.id}`,
        });
      }
      if (outcome.luckyOutchi !== metadata.luckyOutchi) {
        await trx("userMetadata")
          .where({ userId: user.id })
          .update({ luckyOutchi: outcome.luckyOutchi, updatedAt: now });
      }
      return { events: outcome.events, userMetadata: { luckyOutchi: outcome.luckyOutchi } };
    },
  });
}
