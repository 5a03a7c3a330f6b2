import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useIntl, useT } from "../../../app/i18n/useT";
import { usePremiumDay } from "./premiumDay";
import { useConfirmPremiumCheckout } from "./queries";
import "./premium.css";

export interface SandboxCheckoutProps {
  /** The premium purchase the checkout link named. */
  purchaseId: string;
  plan: string;
  /** Amount in euro cents, as the checkout link carries it. */
  amount: number;
}

/**
 * The local stand-in for a payment provider's checkout page, used when no PAYMENT_PROVIDER_URL is
 * configured. It says plainly that it is a sandbox and that no payment is taken; confirming extends
 * premium once and shows its new last day.
 */
export function SandboxCheckout({ purchaseId, plan, amount }: SandboxCheckoutProps) {
  const t = useT();
  const intl = useIntl();
  const describe = useErrorMessage();
  const formatDay = usePremiumDay();
  const confirm = useConfirmPremiumCheckout();
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
      {confirm.isSuccess && confirm.data.until ? (
        <p role="status" className="premium-offer__status" data-testid="premium-sandbox-done">
          {t("premium.status.active", { date: formatDay(confirm.data.until) })}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(purchaseId)}
        >
          {t("premium.sandbox.confirm")}
        </button>
      )}
      {confirm.isError && <p role="alert">{describe(confirm.error).text}</p>}
      <a href="/app/patient/premium" className="btn btn--ghost btn--block">
        {t("premium.sandbox.back")}
      </a>
    </section>
  );
}
