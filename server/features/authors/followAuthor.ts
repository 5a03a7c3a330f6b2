/**
 * A patient asks to follow an author (docs/features/authors.md): the months asked for are paid at the
 * subscription price, and the link waits TO_VALIDATE until the author validates or rejects it
 * (authorInvitations.ts).
 */
import crypto from "node:crypto";
import type { AuthorFollowLink, SubscriptionMonths } from "../../../card-schemas";
import { AUTHOR_LINK_TO_VALIDATE } from "../../../engine/authors/authorFollow";
import { authorSubscriptionPrice, isAuthorLinkValid } from "../../../engine/authors/authorSubscriptionPrices";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { dayOf } from "../../platform/db/dayOf";
import { Conflict, IdempotencyKeyReused } from "../../core/errors";
import type { IdempotentRequest } from "../../core/idempotency";
import { debit } from "../../core/ledger";
import { linkId } from "./authorLinkId";
import { authorOffering } from "./authorOffering";
import { requireAnsweredAuthor } from "./answeringAuthor";
import { presentFollowLink } from "./present";
import { runUseCase } from "../../core/useCase";

const alreadyFollowing = () =>
  new Conflict("ALREADY_FOLLOWING", "This author is followed already, or the follow waits for them");

/**
 * Asks to follow `authorId` (an author offering subscriptions; 404 otherwise; a pro answering for it,
 * 409 AUTHOR_WITHOUT_PRO otherwise): `months` are paid now
 * (409 NOT_ENOUGH_REWARDS), none is a free follow. 409 ALREADY_FOLLOWING while a follow waits or the
 * link runs, also to the loser of first follows sent at the same time. With the client's key (`request`), once.
 */
export async function followAuthor(
  deps: AppDeps,
  user: User,
  authorId: string,
  months: SubscriptionMonths | undefined,
  request?: IdempotentRequest,
): Promise<AuthorFollowLink> {
  const author = await authorOffering(deps, authorId, "subscriptions");
  // Only a pro can validate the follow: an author nobody answers for takes none (409).
  await requireAnsweredAuthor(deps.db, author.userId);
  const price = months ? authorSubscriptionPrice(months, author.monthPrice).price : 0;
  const id = linkId(user.id, authorId);
  const ledgerKey = `AUTHOR_FOLLOW:${user.id}:${request?.key ?? crypto.randomUUID()}`;
  return runUseCase(
    deps.db,
    {
      load: async (trx) => {
        const now = deps.now();
        const today = localDay(now, user.timeZone);
        const existing = await trx("authorLinks").where({ id }).forUpdate().first();
        return { now, today, existing };
      },
      decide: ({ today, existing }) => {
        const running =
          existing && isAuthorLinkValid({ status: existing.status, end: dayOf(existing.end) }, today);
        if (existing && (existing.status === AUTHOR_LINK_TO_VALIDATE || running)) {
          throw alreadyFollowing();
        }
      },
      write: async (trx, _decision, { now, today, existing }) => {
        if (price > 0) {
          const { applied } = await debit(trx, {
            userId: user.id,
            delta: price,
            reason: "AUTHOR_FOLLOW",
            reference: authorId,
            idempotencyKey: ledgerKey,
            // What reaches an author may not be the authored rewards the platform paid (docs/features/rewards.md).
            realValue: true,
          });
          // Only a key paid with before keys were stored with their request reaches here.
          if (!applied) throw new IdempotencyKeyReused();
        }
        const row = {
          status: AUTHOR_LINK_TO_VALIDATE,
          requestedAt: now,
          followPrice: price,
          followMonths: months ?? null,
          payed: price > 0,
          updatedAt: now,
        };
        const [saved] = existing
          ? await trx("authorLinks").where({ id }).update(row).returning("*")
          : await trx("authorLinks")
              .insert({ id, userId: user.id, authorId, end: today, ...row })
              .onConflict("id")
              .ignore()
              .returning("*");
        // A first follow sent at the same time created the link since it was read: this one follows twice.
        if (!saved) throw alreadyFollowing();
        return presentFollowLink(saved, now, user.timeZone);
      },
    },
    { idempotency: request },
  );
}
