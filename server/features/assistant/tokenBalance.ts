/**
 * The patient's assistant tokens in a month (docs/features/assistant.md): free ones left, bought ones,
 * and whether a valid link to the assistant's author removes the limit.
 */
import type { Knex } from "knex";
import { isAuthorLinkValid } from "../../../engine/authors";
import {
  ASSISTANT_AUTHOR_ID,
  ASSISTANT_TOKEN_POWER,
  FREE_ASSISTANT_TOKENS,
  freeTokensLeft,
  type TokenBalance,
} from "../../../engine/assistant/assistantTokens";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { powerQuantity } from "../../core/inventory";

async function isUnlimited(db: Db | Knex.Transaction, user: User, today: string): Promise<boolean> {
  const link = await db("authorLinks")
    .where({ userId: user.id, authorId: ASSISTANT_AUTHOR_ID })
    .first("status", "end");
  return isAuthorLinkValid(
    link && { status: String(link.status), end: String(link.end).slice(0, 10) },
    today,
  );
}

/** The patient's tokens in `month`; `lock` holds their metadata row until the transaction ends. */
export async function tokenBalance(
  db: Db | Knex.Transaction,
  user: User,
  today: string,
  month: string,
  lock = false,
): Promise<TokenBalance> {
  const query = db("userMetadata").where({ userId: user.id });
  const row = (await (lock ? query.forUpdate() : query).first("assistantMonth", "assistantTokens")) as
    { assistantMonth: string | null; assistantTokens: number } | undefined;
  const [boughtTokens, unlimited] = await Promise.all([
    powerQuantity(db, user.id, ASSISTANT_TOKEN_POWER),
    isUnlimited(db, user, today),
  ]);
  return {
    freeTokens: freeTokensLeft(
      { month: row?.assistantMonth ?? null, tokens: row?.assistantTokens ?? FREE_ASSISTANT_TOKENS },
      month,
    ),
    boughtTokens,
    unlimited,
  };
}
