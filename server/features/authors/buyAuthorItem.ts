/**
 * A patient buys an author's custom shop item on their page (docs/features/authors.md): the rewards
 * leave the patient and reach the author's pro through the ledger, in one transaction, and the
 * purchase (AUTHOR_ITEM) joins the patient's history. The balance must be greater than the price,
 * as in the rewards shop (docs/features/authors.md).
 */
import crypto from "node:crypto";
import type { ShopPurchase } from "../../../card-schemas";
import { canAffordShopItem, realValueBalance } from "../../../engine/rewards";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotEnoughRewards, NotFound } from "../../core/errors";
import type { AuthorRow } from "./authorOffering";
import { payAuthor } from "./payAuthor";
import type { IdempotentRequest } from "../../core/idempotency";
import { debit } from "../../core/ledger";
import { presentPurchase, recordPurchase } from "../rewards";
import { runUseCase } from "../../core/useCase";

export async function buyAuthorItem(
  deps: AppDeps,
  user: User,
  authorId: string,
  itemId: string,
  request?: IdempotentRequest,
): Promise<ShopPurchase> {
  const [author, item] = await Promise.all([
    deps
      .db("authors")
      .where({ id: authorId })
      .first("id", "userId", "name", "monthPrice", "extra") as Promise<AuthorRow | undefined>,
    deps.db("authorShopItems").where({ id: itemId, authorId }).whereNull("deletedAt").first(),
  ]);
  if (!author || author.extra?.status === "INACTIVE" || !item)
    throw new NotFound("No such item in this author's shop");
  const input = item.input as { name: string; mediaLink?: string };
  const price = Number(item.price);
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
        if (!canAffordShopItem(balance, price)) throw new NotEnoughRewards();
      },
      write: async (trx) => {
        const purchaseId = crypto.randomUUID();
        await debit(trx, {
          userId: user.id,
          delta: price,
          reason: "AUTHOR_ITEM",
          reference: itemId,
          idempotencyKey: `authorItem:${purchaseId}`,
          // What reaches an author may not be the authored rewards the platform paid (docs/features/rewards.md).
          realValue: true,
        });
        await payAuthor(trx, author, price, "AUTHOR_ITEM_EARNING", purchaseId, purchaseId);
        const avatar = author.extra?.avatarLink;
        const row = await recordPurchase(trx, {
          id: purchaseId,
          userId: user.id,
          shopObjectId: itemId,
          authorId,
          type: "AUTHOR_ITEM",
          // The author wrote the name in one language: it reads the same in every one.
          name: { fr: input.name, en: input.name, it: input.name, es: input.name },
          imageLink: input.mediaLink ?? (typeof avatar === "string" ? avatar : ""),
          price,
          status: "DONE",
        });
        return presentPurchase(row);
      },
    },
    { idempotency: request },
  );
}
