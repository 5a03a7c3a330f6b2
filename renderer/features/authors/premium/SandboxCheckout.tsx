import { useIntl, useT } from "../../../app/i18n/useT";
import "./premium.css";

export interface SandboxCheckoutProps {
  plan: string;
  /** Amount in euro cents, as the checkout link carries it. */
  amount: number;
}

/**
 * The local stand-in for a payment provider's checkout page, used when no PAYMENT_PROVIDER_URL is
 * configured. It says plainly that it is a sandbox and that no payment is taken.
 */
export function SandboxCheckout({ plan, amount }: SandboxCheckoutProps) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="premium-sandbox" aria-labelledby="premium-sandbox-title">
      <p className="premium-sandbox__label" role="note" data-testid="sandbox-label">
        {t("premium.sandbox.label")}
      </p>
      <h2 id="premium-sandbox-title">{t("premium.sandbox.title")}</h2>
      <p>
        {t("premium.sandbox.summary", {
          plan: plan === "monthly" ? t("premium.offer.monthly") : t("premium.offer.yearly"),
          amount: intl.formatNumber(amount / 100, { style: "currency", currency: "EUR" }),
        })}
      </p>
      <a href="/app/patient/premium" className="btn btn--primary btn--block">
        {t("premium.sandbox.back")}
      </a>
    </section>
  );
}
