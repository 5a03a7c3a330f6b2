import { Link } from "@tanstack/react-router";
import { useIntl, useT } from "../../app/i18n/useT";
import { SandboxCheckout } from "../../ui/SandboxCheckout";
import { useConfirmRewardsCheckout } from "./queries";

export interface SandboxRewardsCheckoutProps {
  purchaseId: string;
  /** Amount in euro cents, as the checkout link carries it. */
  amount: number;
}

/** Rewards bought with money, without a payment provider: confirming credits the rewards once. */
export function SandboxRewardsCheckout({ purchaseId, amount }: SandboxRewardsCheckoutProps) {
  const t = useT();
  const intl = useIntl();
  const confirm = useConfirmRewardsCheckout();
  return (
    <SandboxCheckout
      data-testid="rewards-sandbox"
      label={t("shop.sandbox.label")}
      title={t("shop.sandbox.title")}
      summary={t("shop.sandbox.summary", {
        amount: intl.formatNumber(amount / 100, { style: "currency", currency: "EUR" }),
      })}
      confirmLabel={t("shop.sandbox.confirm")}
      confirming={confirm}
      onConfirm={() => confirm.mutate(purchaseId)}
      done={
        confirm.isSuccess ? (
          <p role="status" className="shop-promo__success" data-testid="rewards-sandbox-done">
            {t("shop.sandbox.done", { count: confirm.data.price })}
          </p>
        ) : null
      }
      back={
        <Link to="/app/patient/rewards" search={{}} className="btn btn--ghost btn--block">
          {t("shop.sandbox.back")}
        </Link>
      }
    />
  );
}
