import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { PremiumPlan } from "../../../../card-schemas";
import { PREMIUM_PLANS, premiumPriceOf } from "../../../../engine/rewards";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useIntl, useT } from "../../../app/i18n/useT";
import { useSnackbar } from "../../../ui/Snackbar";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { usePremiumDay } from "./premiumDay";
import { premiumQuery, useCheckout } from "./queries";
import "./premium.css";

export interface PremiumOfferProps {
  /** Opens the checkout link (the browser by default; stories and tests record it). */
  openUrl?: (url: string) => void;
}

/**
 * The premium offer screen (docs/features/authors.md): monthly or yearly; in the 14 days after sign-up
 * the reduction variant shows the reduced prices and the days left. Continuing asks the server for
 * a checkout link (a failure shows as a toast); the management link appears with a payment provider.
 * Once bought, premium's last day shows, and the same checkout renews it from that day.
 */
export function PremiumOffer({ openUrl = (url) => window.location.assign(url) }: PremiumOfferProps) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const describe = useErrorMessage();
  const view = useQuery(premiumQuery(api));
  const checkout = useCheckout();
  const { snackbar, show } = useSnackbar();
  const [plan, setPlan] = useState<PremiumPlan>("yearly");
  const formatDay = usePremiumDay();
  const euros = (cents: number) => intl.formatNumber(cents / 100, { style: "currency", currency: "EUR" });

  if (view.isPending) return <p role="status">{t("premium.loading")}</p>;
  if (view.error) return <ErrorAlert error={view.error} />;
  const { offer, managementUrl, active, until } = view.data;

  return (
    <section className="premium-offer" aria-labelledby="premium-offer-title">
      <h2 id="premium-offer-title">{t("premium.offer.title")}</h2>
      {until && (
        <p className="premium-offer__status" data-testid="premium-status">
          {t(active ? "premium.status.active" : "premium.status.ended", { date: formatDay(until) })}
        </p>
      )}
      {offer.reduction && (
        <p className="premium-offer__reduction" data-testid="premium-reduction">
          {t("premium.offer.reduction", { count: offer.daysLeft })}
        </p>
      )}
      <div className="premium-tiles" role="radiogroup" aria-label={t("premium.offer.plan")}>
        {PREMIUM_PLANS.map((option) => {
          const tile = offer[option];
          return (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={plan === option}
              className={`premium-tile premium-tile--affordable${plan === option ? " premium-tile--chosen" : ""}`}
              data-testid={`premium-plan-${option}`}
              onClick={() => setPlan(option)}
            >
              <span className="premium-tile__months">{t(`premium.offer.${option}`)}</span>
              <span className="premium-tile__price">
                {tile.reducedPrice !== null && <s className="premium-offer__old">{euros(tile.price)}</s>}
                {euros(premiumPriceOf(offer, option))}
              </span>
              {tile.savings > 0 && (
                <span className="premium-tile__savings">
                  {t("premium.offer.savings", { amount: euros(tile.savings) })}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={checkout.isPending}
        onClick={() =>
          checkout.mutate(plan, {
            onSuccess: ({ url }) => openUrl(url),
            onError: (error) => show(describe(error).text, "error"),
          })
        }
      >
        {t(until ? "premium.offer.renew" : "premium.offer.continue")}
      </button>
      {managementUrl && (
        <a
          className="btn btn--ghost btn--block"
          href={managementUrl}
          rel="noopener noreferrer"
          target="_blank"
        >
          {t("premium.offer.manage")}
        </a>
      )}
      {snackbar}
    </section>
  );
}
