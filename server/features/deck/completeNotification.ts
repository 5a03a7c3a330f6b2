/**
 * A patient completes or dismisses one of their cards (POST /api/patient/notifications/validate/{id}):
 * closes it once and pays it once, the platform within its limits and the card's author the rest
 * (docs/features/rewards.md, "Who pays a reward"). A card past its last day answers 409
 * CARD_EXPIRED (engine/deck/cardExpiry.ts). With the client's key (an offline deck's outbox sends one),
 * the same request sent again answers the first answer.
 */
import type { CompleteCardAnswer } from "../../../card-schemas";
import { completeCard, type CompletionResult } from "../../../engine/deck/cardCompletion";
import { isCardExpired } from "../../../engine/deck/cardExpiry";
import { localDay } from "../../../engine/shared/dates";
import type { Db } from "../../platform/db/connection";
import { Notification, type User } from "../../platform/db/models";
import { authorize } from "../../core/policies";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import type { IdempotentRequest } from "../../core/idempotency";
import { notificationPolicy } from "./policy";
import { splitCardReward } from "../../../engine/rewards";
import { cardSource, lockFunding, payPromisedReward } from "../../core/promisedRewards";
import { lockMetadata } from "./metadataLock";
import { PLATFORM_CARD_REASONS, rewardsPaidToday } from "./rewardsPaidToday";

export function completeNotification(
  db: Db,
  user: User,
  notificationId: string,
  result: CompletionResult,
  now: Date,
  request?: IdempotentRequest,
): Promise<CompleteCardAnswer> {
  return runUseCase(
    db,
    {
      load: async (trx) => {
        // Locking the card serializes concurrent completions of it: the second one sees it closed.
        const card = await Notification.query(trx).findById(notificationId).forUpdate();
        // Refused here, before the patient's metadata is locked: another patient's card locks nothing more.
        authorize(card !== undefined && notificationPolicy.complete(user, card));
        const metadata = await lockMetadata(trx, user.id);
        const pays = card.status === "NEW" && result.done && card.rewards > 0;
        if (!pays) return { card, metadata, funding: null };
        // Only a payment reads the limits and locks the author's account (after the patient's).
        const source = await cardSource(trx, card);
        const authorBalance = await lockFunding(trx, user.id, source);
        const paidToday = await rewardsPaidToday(trx, user, card.globalnotificationId, now);
        return { card, metadata, funding: { source, authorBalance, paidToday } };
      },
      decide: ({ card, metadata, funding }) => {
        // By the date itself: the deck's read may not have marked the card EXPIRED yet.
        if (isCardExpired(card, localDay(now, user.timeZone))) {
          throw new Conflict("CARD_EXPIRED", "This card's day is over: it can no longer be completed");
        }
        const split = funding
          ? splitCardReward(card.rewards, {
              authored: funding.source.authored,
              paidToday: funding.paidToday,
              authorBalance: funding.authorBalance,
            })
          : { platform: 0, author: 0 };
        const outcome = completeCard({
          card: { status: card.status, rewards: split.platform + split.author },
          result,
          luckyOutchi: metadata.luckyOutchi,
        });
        return { ...outcome, split };
      },
      write: async (trx, outcome, { card, metadata, funding }): Promise<CompleteCardAnswer> => {
        if (!outcome.changed) return { events: [], userMetadata: { luckyOutchi: metadata.luckyOutchi } };
        await trx("notifications")
          .where({ id: card.id })
          .update({ status: outcome.status, result: JSON.stringify(result), doneAt: now });
        if (outcome.rewardDelta > 0 && funding) {
          await payPromisedReward(trx, {
            userId: user.id,
            split: outcome.split,
            source: funding.source,
            reason: funding.source.authored ? PLATFORM_CARD_REASONS.authored : PLATFORM_CARD_REASONS.own,
            reference: card.id,
            key: `notification:${card.id}`,
          });
        }
        if (outcome.luckyOutchi !== metadata.luckyOutchi) {
          await trx("userMetadata")
            .where({ userId: user.id })
            .update({ luckyOutchi: outcome.luckyOutchi, updatedAt: now });
        }
        return { events: outcome.events, userMetadata: { luckyOutchi: outcome.luckyOutchi } };
      },
    },
    { idempotency: request },
  );
}
