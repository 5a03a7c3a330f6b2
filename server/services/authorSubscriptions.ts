/**
 * POST /api/patient/autors/{autorId}/subscribe and GET …/price: an author subscription paid in
 * rewards (seed 001 §4 "Author subscription", §9). The price is debited through the ledger, credited
 * to the pro who owns the author (their earnings, GET /api/pro/{proId}/bank) and the paid author link
 * created or extended, all in the same transaction; one client key, one purchase.
 */
import type {
  AuthorLinkView,
  AuthorPriceView,
  AuthorSubscriptionView,
  SubscriptionMonths,
} from "../../card-schemas";
import crypto from "node:crypto";
import type { Knex } from "knex";
import {
  AUTHOR_LINK_VALIDATED,
  authorSubscriptionPrice,
  authorSubscriptionPrices,
  isAuthorLinkValid,
  subscriptionEnd,
} from "../../engine/authorSubscriptionPrices";
import { localDay } from "../../engine/dates";
import { inTransaction } from "../db/transaction";
import type { User } from "../db/models";
import { IdempotencyKeyReused, NotFound } from "../errors";
import type { AppDeps } from "../appDeps";
import { once, type IdempotentRequest } from "./idempotency";
import { credit, debit } from "./ledger";

/** Only authors who offer subscriptions can be subscribed to (content's `features`). */
const SUBSCRIPTIONS_FEATURE = "subscriptions";

interface AuthorRow {
  id: string;
  /** The pro account that owns the author, paid what its subscriptions earn; none for the catalogue's. */
  userId: string | null;
  name: string;
  monthPrice: number;
  extra: Record<string, unknown> | null;
}

async function subscribableAuthor(deps: AppDeps, autorId: string): Promise<AuthorRow> {
  const author = (await deps
    .db("authors")
    .where({ id: autorId })
    .first("id", "userId", "name", "monthPrice", "extra")) as AuthorRow | undefined;
  const features = author?.extra?.features;
  const status = author?.extra?.status;
  if (
    !author ||
    status === "INACTIVE" ||
    !Array.isArray(features) ||
    !features.includes(SUBSCRIPTIONS_FEATURE)
  ) {
    throw new NotFound("No such author to subscribe to");
  }
  return author;
}

function presentLink(row: Record<string, unknown>, today: string): AuthorLinkView {
  const end = String(row.end).slice(0, 10);
  const status = String(row.status);
  return {
    id: String(row.id),
    autorId: String(row.autorId),
    status,
    end,
    payed: row.payed === true,
    valid: isAuthorLinkValid({ status, end }, today),
  };
}

export async function authorPrice(deps: AppDeps, user: User, autorId: string): Promise<AuthorPriceView> {
  const author = await subscribableAuthor(deps, autorId);
  const today = localDay(deps.now(), user.timeZone);
  const [account, link] = await Promise.all([
    deps.db("bankAccounts").where({ patientusersId: user.id }).first("amount"),
    deps
      .db("authorLinks")
      .where({ id: linkId(user.id, autorId) })
      .first(),
  ]);
  return {
    autorId: author.id,
    name: author.name,
    monthPrice: author.monthPrice,
    prices: authorSubscriptionPrices(author.monthPrice),
    balance: account?.amount ?? 0,
    link: link ? presentLink(link, today) : null,
  };
}

export function linkId(userId: string, autorId: string): string {
  return `${userId}_${autorId}`;
}

/**
 * Buys `months` of `autorId`. With the client's key (`request`), once: the same request again
 * answers the first answer and buys nothing, another request under the key is refused (422).
 */
export async function subscribeToAuthor(
  deps: AppDeps,
  user: User,
  autorId: string,
  months: SubscriptionMonths,
  request?: IdempotentRequest,
): Promise<AuthorSubscriptionView> {
  const author = await subscribableAuthor(deps, autorId);
  const today = localDay(deps.now(), user.timeZone);
  const { price } = authorSubscriptionPrice(months, author.monthPrice);
  const id = linkId(user.id, autorId);
  const ledgerKey = `AUTHOR_SUBSCRIPTION:${user.id}:${request?.key ?? crypto.randomUUID()}`;
  const buy = async (trx: Knex.Transaction): Promise<AuthorSubscriptionView> => {
    // The ledger locks the balance row first: two purchases of one patient queue there.
    const { applied, entry } = await debit(trx, {
      userId: user.id,
      delta: price,
      reason: "AUTHOR_SUBSCRIPTION",
      reference: autorId,
      idempotencyKey: ledgerKey,
    });
    if (applied && author.userId && price > 0) {
      // After the patient's balance: every purchase locks the payer's first, then the author's.
      await credit(trx, {
        userId: author.userId,
        delta: price,
        reason: "AUTHOR_SUBSCRIPTION_EARNING",
        reference: id,
        idempotencyKey: `AUTHOR_EARNING:${ledgerKey}`,
      });
    }
    const existing = await trx("authorLinks").where({ id }).forUpdate().first();
    if (!applied) {
      // Only a key paid with before keys were stored with their request reaches here.
      if (existing && entry.reference === autorId) return { ...presentLink(existing, today), price, months };
      throw new IdempotencyKeyReused();
    }
    const currentEnd =
      existing &&
      isAuthorLinkValid({ status: existing.status, end: String(existing.end).slice(0, 10) }, today)
        ? String(existing.end).slice(0, 10)
        : null;
    const end = subscriptionEnd(currentEnd, today, months);
    const row = { status: AUTHOR_LINK_VALIDATED, end, payed: true, updatedAt: deps.now() };
    const [saved] = existing
      ? await trx("authorLinks").where({ id }).update(row).returning("*")
      : await trx("authorLinks")
          .insert({ id, patientusersId: user.id, autorId, ...row })
          .returning("*");
    return { ...presentLink(saved, today), price, months };
  };
  return inTransaction(deps.db, (trx) => (request ? once(trx, request, () => buy(trx)) : buy(trx)));
}
