/**
 * POST /api/patient/autors/{autorId}/subscribe: an author subscription paid in rewards
 * (docs/features/authors.md). The price is debited through the ledger, credited to the pro who owns
 * the author (payAuthor.ts) and the paid author link created or extended, all in the same
 * transaction; one client key, one purchase.
 */
import crypto from "node:crypto";
import type { AuthorSubscriptionView, SubscriptionMonths } from "../../../card-schemas";
import {
  AUTHOR_LINK_VALIDATED,
  authorSubscriptionPrice,
  isAuthorLinkValid,
  subscriptionEnd,
} from "../../../engine/authors/authorSubscriptionPrices";
import { addDays, localDay } from "../../../engine/shared/dates";
import { dayOf } from "../../platform/db/dayOf";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { IdempotencyKeyReused } from "../../core/errors";
import type { IdempotentRequest } from "../../core/idempotency";
import { debit } from "../../core/ledger";
import { linkId } from "./authorLinkId";
import { authorOffering } from "./authorOffering";
import { payAuthor } from "./payAuthor";
import { presentAuthorLink } from "./present";
import { runUseCase } from "../../core/useCase";

/**
 * Buys `months` of `authorId`. With the client's key (`request`), once: the same request again
 * answers the first answer and buys nothing, another request under the key is refused (422).
 */
export async function subscribeToAuthor(
  deps: AppDeps,
  user: User,
  authorId: string,
  months: SubscriptionMonths,
  request?: IdempotentRequest,
): Promise<AuthorSubscriptionView> {
  const author = await authorOffering(deps, authorId, "subscriptions");
  const today = localDay(deps.now(), user.timeZone);
  const { price } = authorSubscriptionPrice(months, author.monthPrice);
  const id = linkId(user.id, authorId);
  const ledgerKey = `AUTHOR_SUBSCRIPTION:${user.id}:${request?.key ?? crypto.randomUUID()}`;
  return runUseCase(
    deps.db,
    {
      // Nothing is read before the debit: the link is locked and extended after the payment.
      load: async () => undefined,
      write: async (trx) => {
        // The ledger locks the balance row first: two purchases of one patient queue there.
        const { applied, entry } = await debit(trx, {
          userId: user.id,
          delta: price,
          reason: "AUTHOR_SUBSCRIPTION",
          reference: authorId,
          idempotencyKey: ledgerKey,
          // What reaches an author may not be the authored rewards the platform paid (docs/features/rewards.md).
          realValue: true,
        });
        if (applied) await payAuthor(trx, author, price, "AUTHOR_SUBSCRIPTION_EARNING", id, ledgerKey);
        const existing = await trx("authorLinks").where({ id }).forUpdate().first();
        if (!applied) {
          // Only a key paid with before keys were stored with their request reaches here.
          if (existing && entry.reference === authorId)
            return { ...presentAuthorLink(existing, today), price, months };
          throw new IdempotencyKeyReused();
        }
        const currentEnd =
          existing &&
          isAuthorLinkValid({ status: existing.status, end: String(existing.end).slice(0, 10) }, today)
            ? String(existing.end).slice(0, 10)
            : null;
        const end = subscriptionEnd(currentEnd, today, months);
        // The paid period a pro's end refunds from (endConnection.ts): what reached the pro, since
        // the first paid day of the time that runs until `end`.
        const earned = author.userId ? price : 0;
        const paidPeriod =
          currentEnd && existing.paidSince
            ? { paidSince: dayOf(existing.paidSince), paidAmount: Number(existing.paidAmount) + earned }
            : { paidSince: currentEnd ? addDays(currentEnd, 1) : today, paidAmount: earned };
        const row = { status: AUTHOR_LINK_VALIDATED, end, payed: true, ...paidPeriod, updatedAt: deps.now() };
        const [saved] = existing
          ? await trx("authorLinks").where({ id }).update(row).returning("*")
          : await trx("authorLinks")
              .insert({ id, userId: user.id, authorId, ...row })
              .returning("*");
        return { ...presentAuthorLink(saved, today), price, months };
      },
    },
    { idempotency: request },
  );
}
