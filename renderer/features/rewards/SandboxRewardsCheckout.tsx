import { Link } from "@tanstack/react-router";
import { useErrorMessage } from "../../app/errors/useErrorMessage";
import { useIntl, useT } from "../../app/i18n/useT";
import { useConfirmRewardsCheckout } from "./queries";

export interface SandboxRewardsCheckoutProps {
  purchaseId: string;
  /** Amount in euro cents, as the checkout link carries it. */
  amount: number;
}

/**
 * The local stand-in for a payment provider when rewards are bought with money and no
 * PAYMENT_PROVIDER_URL is configured: it says plainly that no payment is taken, and confirming
 * credits the rewards once.
 */
export function SandboxRewardsCheckout({ purchaseId, amount }: SandboxRewardsCheckoutProps) {
  const t = useT();
  const intl = useIntl();
  const describe = useErrorMessage();
  const confirm = useConfirmRewardsCheckout();
  return (
    <section
      className="premium-sandbox"
      aria-labelledby="rewards-sandbox-title"
      data-testid="rewards-sandbox"
    >
      <p className="premium-sandbox__label" role="note">
        {t("shop.sandbox.label")}
      </p>
      <h2 id="rewards-sandbox-title">{t("shop.sandbox.title")}</h2>
      <p>
        {t("shop.sandbox.summary", {
          amount: intl.formatNumber(amount / 100, { style: "currency", currency: "EUR" }),
        })}
      </p>
      {confirm.isSuccess ? (
        <p role="status" className="shop-promo__success" data-testid="rewards-sandbox-done">
          {t("shop.sandbox.done", { count: confirm.data.price })}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(purchaseId)}
        >
          {t("shop.sandbox.confirm")}
        </button>
      )}
      {confirm.isError && <p role="alert">{describe(confirm.error).text}</p>}
      <Link to="/app/patient/rewards" search={{}} className="btn btn--ghost btn--block">
        {t("shop.sandbox.back")}
      </Link>
    </section>
  );
}
