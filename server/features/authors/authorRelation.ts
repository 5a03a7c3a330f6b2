/**
 * The patient's side of an author's page (docs/features/authors.md `GET /api/patient/autors/{id}/relation`):
 * their link, their balance and the author's items they bought.
 */
import type { AuthorRelation } from "../../../card-schemas";
import { followRefund, AUTHOR_LINK_TO_VALIDATE } from "../../../engine/authors/authorFollow";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { activeAuthor } from "./activeAuthor";
import { linkId } from "./authorLinkId";
import { presentFollowLink } from "./present";

/** The patient's link with the author, their balance and the author's items they bought. */
export async function authorRelation(deps: AppDeps, user: User, authorId: string): Promise<AuthorRelation> {
  await activeAuthor(deps.db, authorId);
  const [link, account, bought] = await Promise.all([
    deps
      .db("authorLinks")
      .where({ id: linkId(user.id, authorId) })
      .first(),
    deps.db("bankAccounts").where({ userId: user.id }).first("amount"),
    deps
      .db("shopPurchases")
      .where({ userId: user.id, authorId, type: "AUTHOR_ITEM" })
      .distinct("shopObjectId"),
  ]);
  const now = deps.now();
  const view = link ? presentFollowLink(link, now, user.timeZone) : null;
  return {
    link: view,
    balance: Number(account?.amount ?? 0),
    boughtItemIds: bought.map((row: { shopObjectId: string }) => row.shopObjectId),
    ...(link && link.status === AUTHOR_LINK_TO_VALIDATE && link.requestedAt
      ? { cancelRefund: followRefund(Number(link.followPrice), new Date(link.requestedAt), now) }
      : {}),
  };
}
