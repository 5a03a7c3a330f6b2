/**
 * GET /api/patient/autors/{autorId}/price (docs/features/authors.md): an author's subscription prices
 * in rewards, with the patient's balance and link.
 */
import type { AuthorPriceView } from "../../../card-schemas";
import { authorSubscriptionPrices } from "../../../engine/authors/authorSubscriptionPrices";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { linkId } from "./authorLinkId";
import { authorOffering } from "./authorOffering";
import { presentAuthorLink } from "./present";

export async function authorPrice(deps: AppDeps, user: User, authorId: string): Promise<AuthorPriceView> {
  const author = await authorOffering(deps, authorId, "subscriptions");
  const today = localDay(deps.now(), user.timeZone);
  const [account, link] = await Promise.all([
    deps.db("bankAccounts").where({ userId: user.id }).first("amount"),
    deps
      .db("authorLinks")
      .where({ id: linkId(user.id, authorId) })
      .first(),
  ]);
  return {
    autorId: author.id,
    name: author.name,
    monthPrice: author.monthPrice,
    prices: authorSubscriptionPrices(author.monthPrice),
    balance: account?.amount ?? 0,
    link: link ? presentAuthorLink(link, today) : null,
  };
}
