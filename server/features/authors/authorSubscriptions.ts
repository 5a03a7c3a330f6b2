/**
 * POST /api/patient/autors/{autorId}/subscribe and GET …/price: an author subscription paid in
 * rewards (docs/features/authors.md). The price is debited through the ledger, credited
 * to the pro who owns the author (their earnings, GET /api/pro/{proId}/bank) and the paid author link
 * created or extended, all in the same transaction; one client key, one purchase.
 * PUT …/contribution (docs/features/authors.md): rewards given to the author, debited and credited the same way.
 */
import type {
  AuthorContributionView,
  AuthorLinkView,
  AuthorPriceView,
  AuthorSubscriptionView,
  SubscriptionMonths,
} from "../../../card-schemas";
import crypto from "node:crypto";
import type { Knex } from "knex";
import {
  AUTHOR_LINK_VALIDATED,
  authorSubscriptionPrice,
  authorSubscriptionPrices,
  isAuthorLinkValid,
  subscriptionEnd,
} from "../../../engine/authors/authorSubscriptionPrices";
import { localDay } from "../../../engine/shared/dates";
import { inTransaction } from "../../platform/db/transaction";
import type { User } from "../../platform/db/models";
import { IdempotencyKeyReused, NotFound, ValidationError } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import { once, type IdempotentRequest } from "../../core/idempotency";
import { credit, debit } from "../../core/ledger";
import { contributionAllowed } from "../../../engine/authors/authorContribution";

/** What patients may do with an author: only what its `features` (content, profile) offer. */
export type AuthorFeature = "subscriptions" | "contribution";

export interface AuthorRow {
  id: string;
  /** The pro account that owns the author, paid what its subscriptions earn; none for the catalogue's. */
  userId: string | null;
  name: string;
  monthPrice: number;
  extra: Record<string, unknown> | null;
}

/** The active author offering `feature`; 404 otherwise. */
export async function authorOffering(
  deps: AppDeps,
  autorId: string,
  feature: AuthorFeature,
): Promise<AuthorRow> {
  const author = (await deps
    .db("authors")
    .where({ id: autorId })
    .first("id", "userId", "name", "monthPrice", "extra")) as AuthorRow | undefined;
  const features = author?.extra?.features;
  const status = author?.extra?.status;
  if (!author || status === "INACTIVE" || !Array.isArray(features) || !features.includes(feature)) {
    throw new NotFound(`No such author offering ${feature}`);
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
  const author = await authorOffering(deps, autorId, "subscriptions");
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

/**
 * Credits what a patient paid to the pro who owns the author (a catalogue author has none: the
 * rewards just leave the patient). Called after the patient's debit, so every payment locks the
 * payer's balance first, then the author's.
 */
export async function payAuthor(
  trx: Knex.Transaction,
  author: AuthorRow,
  amount: number,
  reason: string,
  reference: string,
  ledgerKey: string,
): Promise<void> {
  if (!author.userId || amount <= 0) return;
  await credit(trx, {
    userId: author.userId,
    delta: amount,
    reason,
    reference,
    idempotencyKey: `AUTHOR_EARNING:${ledgerKey}`,
  });
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
  const author = await authorOffering(deps, autorId, "subscriptions");
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
    if (applied) await payAuthor(trx, author, price, "AUTHOR_SUBSCRIPTION_EARNING", id, ledgerKey);
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

/**
 * Gives `amount` rewards to the author: debited from the patient (400 naming `/amount` when it is
 * more than the balance) and credited to the author's pro. With the client's key (`request`), once.
 */
export async function contributeToAuthor(
  deps: AppDeps,
  user: User,
  autorId: string,
  amount: number,
  request?: IdempotentRequest,
): Promise<AuthorContributionView> {
  const author = await authorOffering(deps, autorId, "contribution");
  const ledgerKey = `AUTHOR_CONTRIBUTION:${user.id}:${request?.key ?? crypto.randomUUID()}`;
  const give = async (trx: Knex.Transaction): Promise<AuthorContributionView> => {
    const account = await trx("bankAccounts").where({ patientusersId: user.id }).forUpdate().first("amount");
    if (!contributionAllowed(amount, Number(account?.amount ?? 0))) {
      throw new ValidationError([{ path: "/amount", message: "is more than the balance" }]);
    }
    const { entry } = await debit(trx, {
      userId: user.id,
      delta: amount,
      reason: "AUTHOR_CONTRIBUTION",
      reference: autorId,
      idempotencyKey: ledgerKey,
    });
    await payAuthor(trx, author, amount, "AUTHOR_CONTRIBUTION_EARNING", linkId(user.id, autorId), ledgerKey);
    return { autorId, amount, balance: entry.balanceAfter };
  };
  return inTransaction(deps.db, (trx) => (request ? once(trx, request, () => give(trx)) : give(trx)));
}
