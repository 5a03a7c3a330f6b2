/** POST /api/patient/notifications/validate/{id}: closes a card once and pays it once. */
import type { CompleteCardAnswer } from "../../../card-schemas";
import type { Knex } from "knex";
import { completeCard, type CompletionResult } from "../../../engine/deck/cardCompletion";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import { Notification, type User } from "../../platform/db/models";
import { authorize } from "../../core/policies";
import { notificationPolicy } from "./policy";
import { credit } from "../../core/ledger";

/** The patient's metadata row, locked for the rest of the transaction (created when missing). */
export async function lockMetadata(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ luckyOutchi: number; luckyDraws: number }> {
  const row = await trx("userMetadata")
    .where({ patientusersId: userId })
    .forUpdate()
    .first("luckyOutchi", "luckyDraws");
  if (row) return row;
  await trx("userMetadata").insert({ patientusersId: userId }).onConflict("patientusersId").ignore();
  return trx("userMetadata").where({ patientusersId: userId }).forUpdate().first("luckyOutchi", "luckyDraws");
}

export function completeNotification(
  db: Db,
  user: User,
  notificationId: string,
  result: CompletionResult,
  now: Date,
): Promise<CompleteCardAnswer> {
  return inTransaction(db, async (trx) => {
    // Locking the card serializes concurrent completions of it: the second one sees it closed.
    const card = await Notification.query(trx).findById(notificationId).forUpdate();
    authorize(card !== undefined && notificationPolicy.complete(user, card));
    const metadata = await lockMetadata(trx, user.id);
    const outcome = completeCard({
      card: { status: card.status, rewards: card.rewards },
      result,
      luckyOutchi: metadata.luckyOutchi,
    });
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
        .where({ patientusersId: user.id })
        .update({ luckyOutchi: outcome.luckyOutchi, updatedAt: now });
    }
    return { events: outcome.events, userMetadata: { luckyOutchi: outcome.luckyOutchi } };
  });
}
