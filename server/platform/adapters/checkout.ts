/**
 * The checkout-link adapter of the premium offer and of rewards bought with money
 * (docs/architecture.md): a real payment provider when PAYMENT_PROVIDER_URL is set; the local
 * sandbox checkout page of the app, clearly labelled, where no payment is taken, only when the
 * configuration asks for it (`paymentSandbox`: the demo); otherwise no checkout at all (503).
 */
import type { PremiumPlan, PremiumView } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import {
  premiumOffer,
  PREMIUM_AUTHOR_ID,
  PREMIUM_DEFAULT_PRICING,
  type PremiumPricing,
} from "../../../engine/rewards/premiumOffer";
import type { User } from "../db/models";
import type { AppDeps } from "../../appDeps";
import type { Config } from "../../config";
import { PaymentsUnavailable } from "../../core/errors";

/** Who takes a payment: the provider, the demo's sandbox, or nobody. */
export function paymentTaker(config: Config): "provider" | "sandbox" | "unavailable" {
  if (config.paymentProviderUrl) return "provider";
  return config.paymentSandbox ? "sandbox" : "unavailable";
}

/** The app page that stands in for a payment provider (renderer/features/authors/premium/SandboxCheckout.tsx). */
export const SANDBOX_CHECKOUT_PATH = "/app/patient/premium";

async function pricingOf(deps: AppDeps): Promise<PremiumPricing> {
  const author = await deps
    .db("authors")
    .where({ id: PREMIUM_AUTHOR_ID })
    .first("month", "year", "monthReduction", "yearReduction");
  if (!author || author.month === null || author.month === undefined) return PREMIUM_DEFAULT_PRICING;
  return {
    month: author.month,
    year: author.year,
    monthReduction: author.monthReduction,
    yearReduction: author.yearReduction,
  };
}

/** The premium offer for the patient, and who takes its payment. */
export async function premiumView(
  deps: AppDeps,
  user: User,
): Promise<Pick<PremiumView, "offer" | "managementUrl" | "provider">> {
  const today = localDay(deps.now(), user.timeZone);
  const created = localDay(new Date(user.createdAt), user.timeZone);
  const offer = premiumOffer(await pricingOf(deps), created, today);
  const base = deps.config.paymentProviderUrl;
  return {
    offer,
    managementUrl: base ? `${base}/portal` : null,
    provider: paymentTaker(deps.config),
  };
}

/**
 * The checkout link of a premium purchase (price id, author id, platform web, as the product's call
 * names them): the provider's page with the purchase as its reference, or the app's sandbox page,
 * where confirming it extends premium (server/features/rewards/confirmPremiumCheckout.ts).
 */
export function premiumCheckoutLink(
  deps: AppDeps,
  user: User,
  purchase: { id: string; plan: PremiumPlan; amount: number },
): string {
  const query = new URLSearchParams({
    price: `${PREMIUM_AUTHOR_ID}-${purchase.plan}`,
    autor: PREMIUM_AUTHOR_ID,
    platform: "web",
    amount: String(purchase.amount),
    currency: "EUR",
  });
  const base = deps.config.paymentProviderUrl;
  if (base) {
    query.set("client", user.id);
    query.set("reference", purchase.id);
    return `${base}/checkout?${query.toString()}`;
  }
  query.set("plan", purchase.plan);
  query.set("sandboxCheckout", purchase.id);
  return `${SANDBOX_CHECKOUT_PATH}?${query.toString()}`;
}

/** The app page that stands in for the provider when buying rewards with money (renderer/features/rewards/SandboxRewardsCheckout.tsx). */
export const REWARDS_SANDBOX_CHECKOUT_PATH = "/app/patient/rewards";

/**
 * The checkout link of a BUY_REWARDS purchase (docs/architecture.md "a buy-rewards call returns a redirect
 * URL"): the provider's page with the purchase as its reference, or the app's sandbox page, which
 * credits the rewards once when the patient confirms (no payment taken); 503 PAYMENTS_UNAVAILABLE
 * with neither, thrown inside the purchase's transaction so that no pending purchase is left.
 */
export function rewardsCheckoutLink(
  deps: AppDeps,
  user: User,
  purchase: { id: string; shopObjectId: string; amountEuro: number },
): string {
  if (paymentTaker(deps.config) === "unavailable") throw new PaymentsUnavailable();
  const query = new URLSearchParams({
    price: purchase.shopObjectId,
    platform: "web",
    amount: String(Math.round(purchase.amountEuro * 100)),
    currency: "EUR",
  });
  const base = deps.config.paymentProviderUrl;
  if (base) {
    query.set("client", user.id);
    query.set("reference", purchase.id);
    return `${base}/checkout?${query.toString()}`;
  }
  query.set("sandboxCheckout", purchase.id);
  return `${REWARDS_SANDBOX_CHECKOUT_PATH}?${query.toString()}`;
}
