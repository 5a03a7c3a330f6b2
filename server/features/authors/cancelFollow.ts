/**
 * A patient cancels the follow that waits for an author (docs/features/authors.md): refunded as the
 * seed states (engine/authors/authorFollow.ts), once, through the ledger.
 */
import type { AuthorFollowCancelled } from "../../../card-schemas";
import { AUTHOR_LINK_TO_VALIDATE, followRefund } from "../../../engine/authors/authorFollow";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { credit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { linkId } from "./authorLinkId";

/**
 * Cancels the follow that waits for `authorId` (404 when none waits): refunded as the seed states,
 * once — the link leaves TO_VALIDATE in the same transaction, so a second cancel finds nothing.
 */
export async function cancelFollow(
  deps: AppDeps,
  user: User,
  authorId: string,
): Promise<AuthorFollowCancelled> {
  const id = linkId(user.id, authorId);
  return runUseCase(deps.db, {
    load: async (trx) => {
      const link = await trx("authorLinks")
        .where({ id, status: AUTHOR_LINK_TO_VALIDATE })
        .forUpdate()
        .first();
      if (!link) throw new NotFound("No follow of this author waits");
      return { link, now: deps.now() };
    },
    decide: ({ link, now }) => {
      const requestedAt = new Date(link.requestedAt ?? link.createdAt);
      return { requestedAt, refund: followRefund(Number(link.followPrice), requestedAt, now) };
    },
    write: async (trx, { requestedAt, refund }, { now }) => {
      let balance: number;
      if (refund > 0) {
        const { entry } = await credit(trx, {
          userId: user.id,
          delta: refund,
          reason: "AUTHOR_FOLLOW_REFUND",
          reference: authorId,
          idempotencyKey: `AUTHOR_FOLLOW_REFUND:${id}:${requestedAt.toISOString()}`,
        });
        balance = entry.balanceAfter;
      } else {
        const account = await trx("bankAccounts").where({ userId: user.id }).first("amount");
        balance = Number(account?.amount ?? 0);
      }
      await trx("authorLinks").where({ id }).update({ status: "CANCELED", updatedAt: now });
      return { refund, balance };
    },
  });
}
