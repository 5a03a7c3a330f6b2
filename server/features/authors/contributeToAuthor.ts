/**
 * PUT /api/patient/autors/{autorId}/contribution (docs/features/authors.md): rewards a patient gives
 * an author, debited through the ledger and credited to the author's pro (payAuthor.ts) in one
 * transaction; one client key, one gift.
 */
import crypto from "node:crypto";
import type { AuthorContributionView } from "../../../card-schemas";
import { contributionAllowed } from "../../../engine/authors/authorContribution";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import type { IdempotentRequest } from "../../core/idempotency";
import { debit } from "../../core/ledger";
import { linkId } from "./authorLinkId";
import { authorOffering } from "./authorOffering";
import { runKeyedUseCase } from "./keyedUseCase";
import { payAuthor } from "./payAuthor";

/**
 * Gives `amount` rewards to the author: debited from the patient (400 naming `/amount` when it is
 * more than the balance) and credited to the author's pro. With the client's key (`request`), once.
 */
export async function contributeToAuthor(
  deps: AppDeps,
  user: User,
  authorId: string,
  amount: number,
  request?: IdempotentRequest,
): Promise<AuthorContributionView> {
  const author = await authorOffering(deps, authorId, "contribution");
  const ledgerKey = `AUTHOR_CONTRIBUTION:${user.id}:${request?.key ?? crypto.randomUUID()}`;
  return runKeyedUseCase(deps.db, request, {
    load: async (trx) => {
      const account = await trx("bankAccounts").where({ userId: user.id }).forUpdate().first("amount");
      return Number(account?.amount ?? 0);
    },
    decide: (balance) => {
      if (!contributionAllowed(amount, balance)) {
        throw new ValidationError([{ path: "/amount", message: "is more than the balance" }]);
      }
    },
    write: async (trx) => {
      const { entry } = await debit(trx, {
        userId: user.id,
        delta: amount,
        reason: "AUTHOR_CONTRIBUTION",
        reference: authorId,
        idempotencyKey: ledgerKey,
      });
      await payAuthor(
        trx,
        author,
        amount,
        "AUTHOR_CONTRIBUTION_EARNING",
        linkId(user.id, authorId),
        ledgerKey,
      );
      return { autorId: authorId, amount, balance: entry.balanceAfter };
    },
  });
}
