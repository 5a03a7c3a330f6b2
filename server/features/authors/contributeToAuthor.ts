/**
 * PUT /api/patient/autors/{autorId}/contribution (docs/features/authors.md): rewards a patient gives
 * an author, debited through the ledger and credited to the author's pro (payAuthor.ts) in one
 * transaction; one client key, one gift.
 */
import crypto from "node:crypto";
import type { AuthorContributionView } from "../../../card-schemas";
import { contributionAllowed } from "../../../engine/authors/authorContribution";
import { realValueBalance } from "../../../engine/rewards";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import type { IdempotentRequest } from "../../core/idempotency";
import { debit } from "../../core/ledger";
import { linkId } from "./authorLinkId";
import { authorOffering } from "./authorOffering";
import { payAuthor } from "./payAuthor";
import { runUseCase } from "../../core/useCase";

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
  return runUseCase(
    deps.db,
    {
      load: async (trx) => {
        const account = await trx("bankAccounts")
          .where({ userId: user.id })
          .forUpdate()
          .first("amount", "authoredAmount");
        // Only the rewards that are not authored may reach an author (docs/features/rewards.md).
        return realValueBalance(Number(account?.amount ?? 0), Number(account?.authoredAmount ?? 0));
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
          // What reaches an author may not be the authored rewards the platform paid (docs/features/rewards.md).
          realValue: true,
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
    },
    { idempotency: request },
  );
}
