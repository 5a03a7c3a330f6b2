/**
 * Following an author (docs/features/authors.md): the patient asks, paying
 * the months asked for at the subscription price, and the link waits TO_VALIDATE until the author
 * validates (pro invitations) or rejects it. While it waits the patient may cancel it and is
 * refunded as the seed states (engine/authors/authorFollow.ts), once, through the ledger.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import type { AuthorFollowCancelled, AuthorFollowLink, SubscriptionMonths } from "../../../card-schemas";
import { AUTHOR_LINK_TO_VALIDATE, followRefund } from "../../../engine/authors/authorFollow";
import { authorSubscriptionPrice, isAuthorLinkValid } from "../../../engine/authors/authorSubscriptionPrices";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, IdempotencyKeyReused, NotFound } from "../../core/errors";
import { authorOffering, linkId } from "./authorSubscriptions";
import { once, type IdempotentRequest } from "../../core/idempotency";
import { credit, debit } from "../../core/ledger";

const day = (value: unknown) => String(value instanceof Date ? value.toISOString() : value).slice(0, 10);

export function presentFollowLink(
  row: Record<string, unknown>,
  now: Date,
  timeZone: string,
): AuthorFollowLink {
  const status = String(row.status) as AuthorFollowLink["status"];
  const end = day(row.end);
  const months =
    row.followMonths === null || row.followMonths === undefined ? undefined : Number(row.followMonths);
  return {
    id: String(row.id),
    autorId: String(row.autorId),
    status,
    end,
    valid: isAuthorLinkValid({ status, end }, localDay(now, timeZone)),
    followPrice: Number(row.followPrice ?? 0),
    ...(months ? { followMonths: months as SubscriptionMonths } : {}),
    ...(row.requestedAt ? { requestedAt: new Date(row.requestedAt as string | Date).toISOString() } : {}),
  };
}

/**
 * Asks to follow `autorId` (an author offering subscriptions; 404 otherwise): `months` are paid now
 * (409 NOT_ENOUGH_REWARDS), none is a free follow. 409 ALREADY_FOLLOWING while a follow waits or the
 * link runs. With the client's key (`request`), once.
 */
export async function followAuthor(
  deps: AppDeps,
  user: User,
  autorId: string,
  months: SubscriptionMonths | undefined,
  request?: IdempotentRequest,
): Promise<AuthorFollowLink> {
  const author = await authorOffering(deps, autorId, "subscriptions");
  const price = months ? authorSubscriptionPrice(months, author.monthPrice).price : 0;
  const id = linkId(user.id, autorId);
  const ledgerKey = `AUTHOR_FOLLOW:${user.id}:${request?.key ?? crypto.randomUUID()}`;
  const follow = async (trx: Knex.Transaction): Promise<AuthorFollowLink> => {
    const now = deps.now();
    const today = localDay(now, user.timeZone);
    const existing = await trx("authorLinks").where({ id }).forUpdate().first();
    const running = existing && isAuthorLinkValid({ status: existing.status, end: day(existing.end) }, today);
    if (existing && (existing.status === AUTHOR_LINK_TO_VALIDATE || running)) {
      throw new Conflict(
        "ALREADY_FOLLOWING",
        "This author is followed already, or the follow waits for them",
      );
    }
    if (price > 0) {
      const { applied } = await debit(trx, {
        userId: user.id,
        delta: price,
        reason: "AUTHOR_FOLLOW",
        reference: autorId,
        idempotencyKey: ledgerKey,
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
          .insert({ id, patientusersId: user.id, autorId, end: today, ...row })
          .returning("*");
    return presentFollowLink(saved, now, user.timeZone);
  };
  return inTransaction(deps.db, (trx) => (request ? once(trx, request, () => follow(trx)) : follow(trx)));
}

/**
 * Cancels the follow that waits for `autorId` (404 when none waits): refunded as the seed states,
 * once — the link leaves TO_VALIDATE in the same transaction, so a second cancel finds nothing.
 */
export async function cancelFollow(
  deps: AppDeps,
  user: User,
  autorId: string,
): Promise<AuthorFollowCancelled> {
  const id = linkId(user.id, autorId);
  return inTransaction(deps.db, async (trx) => {
    const link = await trx("authorLinks").where({ id, status: AUTHOR_LINK_TO_VALIDATE }).forUpdate().first();
    if (!link) throw new NotFound("No follow of this author waits");
    const now = deps.now();
    const requestedAt = new Date(link.requestedAt ?? link.createdAt);
    const refund = followRefund(Number(link.followPrice), requestedAt, now);
    let balance: number;
    if (refund > 0) {
      const { entry } = await credit(trx, {
        userId: user.id,
        delta: refund,
        reason: "AUTHOR_FOLLOW_REFUND",
        reference: autorId,
        idempotencyKey: `AUTHOR_FOLLOW_REFUND:${id}:${requestedAt.toISOString()}`,
      });
      balance = entry.balanceAfter;
    } else {
      const account = await trx("bankAccounts").where({ patientusersId: user.id }).first("amount");
      balance = Number(account?.amount ?? 0);
    }
    await trx("authorLinks").where({ id }).update({ status: "CANCELED", updatedAt: now });
    return { refund, balance };
  });
}
