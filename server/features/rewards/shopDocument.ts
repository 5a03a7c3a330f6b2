/**
 * The rewards shop's document (docs/features/rewards.md): the shop's objects by category with the
 * patient's balance and holdings, the authors to contribute to, the referral code and the survey offers. The rules
 * themselves live in engine/rewards/shop.ts.
 */
import type { Knex } from "knex";
import type { ShopDocument, SurveyOfferCatalogue } from "../../../card-schemas";
import { ownedKey, SHOP_MAX_AUTHORS, shopRows, type ShopHoldings } from "../../../engine/rewards/shop";
import type { AppDeps } from "../../appDeps";
import type { Config } from "../../config";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { cpxSurveyUrl } from "./cpx";
import { referralCodeOf } from "./referralCode";
import { heldItems } from "../../core/inventory";
import { shopContent } from "./shopContent";

async function holdingsOf(db: Db, userId: string): Promise<ShopHoldings> {
  const items = await heldItems(db, userId);
  return {
    owned: new Set(
      items.filter((item) => item.kind !== "POWER").map((item) => ownedKey(item.kind, item.itemId)),
    ),
    powers: new Map(
      items.filter((item) => item.kind === "POWER").map((item) => [item.itemId, item.quantity]),
    ),
  };
}

/** The balance and its authored part (docs/features/rewards.md, "Who pays a reward"). */
async function balanceOf(
  db: Db | Knex.Transaction,
  userId: string,
): Promise<{ amount: number; authored: number }> {
  const row = await db("bankAccounts").where({ userId }).first("amount", "authoredAmount");
  return { amount: Number(row?.amount ?? 0), authored: Number(row?.authoredAmount ?? 0) };
}

/** Authors who take contributions and are not switched off, by name, at most SHOP_MAX_AUTHORS. */
async function authorsToContribute(db: Db): Promise<ShopDocument["authors"]> {
  const rows = await db("authors")
    .whereRaw("extra -> 'features' @> ?::jsonb", [JSON.stringify(["contribution"])])
    .andWhereRaw("coalesce(extra ->> 'status', 'ACTIVE') <> 'INACTIVE'")
    .orderBy([{ column: "name" }, { column: "id" }])
    .limit(SHOP_MAX_AUTHORS)
    .select("id", "name", "extra");
  return rows.map((row: { id: string; name: string; extra: Record<string, unknown> | null }) => {
    const avatar = row.extra?.avatarLink;
    return { id: row.id, name: row.name, ...(typeof avatar === "string" ? { avatarLink: avatar } : {}) };
  });
}

/**
 * The survey offers whose provider is configured (docs/features/rewards.md): the page and the
 * application id are the configured ones, so every offer shown is credited by its signed postback.
 */
function configuredSurveys(
  offers: SurveyOfferCatalogue,
  cpx: Config["cpx"],
  user: User,
): ShopDocument["surveys"] {
  if (!cpx) return [];
  return offers
    .filter((offer) => offer.provider === "cpx")
    .map((offer) => ({ id: offer.id, name: offer.name[user.language], url: cpxSurveyUrl(cpx, user.id) }));
}

/** The `shop` document for the patient, in their language. */
export async function shopDocument(deps: AppDeps, user: User): Promise<ShopDocument> {
  const [content, balance, holdings, authors, sponsorCode] = await Promise.all([
    shopContent(deps.config.contentDir),
    balanceOf(deps.db, user.id),
    holdingsOf(deps.db, user.id),
    authorsToContribute(deps.db),
    referralCodeOf(deps.db, user.id),
  ]);
  return {
    screen: "shop",
    schemaVersion: 1,
    locale: user.language,
    balance: balance.amount,
    categories: shopRows(content.objects, user.language, balance.amount, {
      ...holdings,
      authoredRewards: balance.authored,
    }),
    authors,
    sponsorCode,
    surveys: configuredSurveys(content.surveyOffers, deps.config.cpx, user),
  };
}
