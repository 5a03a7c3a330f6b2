/**
 * The sandbox checkout's confirmation of a premium plan (docs/features/rewards.md): premium is
 * extended by the plan's months from its last day while it runs, else from today, once per purchase.
 */
import type { PremiumStatus } from "../../../card-schemas";
import { premiumUntilAfterPurchase } from "../../../engine/rewards/premiumEntitlement";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound, PaymentsUnavailable } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { paymentTaker } from "../../platform/adapters/checkout";
import { premiumStatus, premiumUntil } from "./premiumEntitlement";

/**
 * Confirms the patient's pending premium purchase in the sandbox: a second confirmation extends
 * nothing more. 503 PAYMENTS_UNAVAILABLE when no payment is taken at all; 404 when a provider takes
 * payments (it confirms them itself) or the purchase is not the patient's.
 */
export async function confirmPremiumCheckout(
  deps: AppDeps,
  user: User,
  purchaseId: string,
): Promise<PremiumStatus> {
  const taker = paymentTaker(deps.config);
  if (taker === "unavailable") throw new PaymentsUnavailable();
  if (taker !== "sandbox") throw new NotFound("No sandbox checkout: payments are taken by a provider");
  const today = localDay(deps.now(), user.timeZone);
  return runUseCase(deps.db, {
    load: async (trx) => {
      const purchase = await trx("premiumPurchases")
        .where({ id: purchaseId, userId: user.id })
        .forUpdate()
        .first();
      if (!purchase) throw new NotFound("No such purchase");
      // Locks the patient's row, so two confirmations of different purchases queue up.
      await trx("users").where({ id: user.id }).forUpdate().first("id");
      return { purchase, until: await premiumUntil(trx, user.id) };
    },
    decide: ({ purchase, until }) =>
      purchase.status === "DONE" ? null : premiumUntilAfterPurchase(until, today, purchase.plan),
    write: async (trx, nextUntil) => {
      if (nextUntil !== null) {
        await trx("premiumEntitlements")
          .insert({ userId: user.id, until: nextUntil, updatedAt: deps.now() })
          .onConflict("userId")
          .merge();
        await trx("premiumPurchases")
          .where({ id: purchaseId })
          .update({ status: "DONE", until: nextUntil, confirmedAt: deps.now() });
      }
      return premiumStatus(trx, user.id, today);
    },
  });
}
