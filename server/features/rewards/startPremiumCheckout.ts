/**
 * A premium plan's checkout (docs/features/rewards.md): the purchase waits as PENDING_CHECKOUT and
 * the patient goes to the provider's page, or to the app's sandbox page, where confirming it
 * extends premium (confirmPremiumCheckout.ts). 503 PAYMENTS_UNAVAILABLE with neither, before anything is written.
 */
import crypto from "node:crypto";
import type { PremiumPlan } from "../../../card-schemas";
import { premiumPriceOf } from "../../../engine/rewards/premiumOffer";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { PaymentsUnavailable } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { paymentTaker, premiumCheckoutLink, premiumView } from "../../platform/adapters/checkout";

export async function startPremiumCheckout(
  deps: AppDeps,
  user: User,
  plan: PremiumPlan,
): Promise<{ url: string }> {
  if (paymentTaker(deps.config) === "unavailable") throw new PaymentsUnavailable();
  const { offer } = await premiumView(deps, user);
  const purchase = { id: crypto.randomUUID(), plan, amount: premiumPriceOf(offer, plan) };
  return runUseCase(deps.db, {
    load: async () => undefined,
    write: async (trx) => {
      await trx("premiumPurchases").insert({ ...purchase, userId: user.id, status: "PENDING_CHECKOUT" });
      return { url: premiumCheckoutLink(deps, user, purchase) };
    },
  });
}
