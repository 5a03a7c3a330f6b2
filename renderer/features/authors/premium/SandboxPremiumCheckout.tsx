import { useIntl, useT } from "../../../app/i18n/useT";
import { SandboxCheckout } from "../../../ui/SandboxCheckout";
import { usePremiumDay } from "./premiumDay";
import { useConfirmPremiumCheckout } from "./queries";
import "./premium.css";

export interface SandboxPremiumCheckoutProps {
  /** The premium purchase the checkout link named. */
  purchaseId: string;
  plan: string;
  /** Amount in euro cents, as the checkout link carries it. */
  amount: number;
}

/** Premium without a payment provider: confirming extends premium once and shows its new last day. */
export function SandboxPremiumCheckout({ purchaseId, plan, amount }: SandboxPremiumCheckoutProps) {
  const t = useT();
  const intl = useIntl();
  const formatDay = usePremiumDay();
  const confirm = useConfirmPremiumCheckout();
  return (
    <SandboxCheckout
      labelTestId="sandbox-label"
      label={t("premium.sandbox.label")}
      title={t("premium.sandbox.title")}
      summary={t("premium.sandbox.summary", {
        plan: plan === "monthly" ? t("premium.offer.monthly") : t("premium.offer.yearly"),
        amount: intl.formatNumber(amount / 100, { style: "currency", currency: "EUR" }),
      })}
      confirmLabel={t("premium.sandbox.confirm")}
      confirming={confirm}
      onConfirm={() => confirm.mutate(purchaseId)}
      done={
        confirm.isSuccess && confirm.data.until ? (
          <p role="status" className="premium-offer__status" data-testid="premium-sandbox-done">
            {t("premium.status.active", { date: formatDay(confirm.data.until) })}
          </p>
        ) : null
      }
      back={
        <a href="/app/patient/premium" className="btn btn--ghost btn--block">
          {t("premium.sandbox.back")}
        </a>
      }
    />
  );
}
