import type { ShopPurchase } from "../../../card-schemas";
import { useIntl, useT } from "../../app/i18n/useT";
import { Picture } from "../../ui/Picture";

/** What the patient bought, newest first (docs/features/rewards.md /app/patient/rewards/historique); vouchers with their code. */
export function PurchaseHistory({ items }: { items: ShopPurchase[] }) {
  const t = useT();
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2) as keyof ShopPurchase["name"];
  if (items.length === 0) return <p className="muted">{t("shop.history.empty")}</p>;
  return (
    <ul className="shop-history" data-testid="shop-history">
      {items.map((purchase) => (
        <li
          key={purchase.id}
          className="shop-history__item"
          data-testid={`purchase-${purchase.shopObjectId}`}
        >
          <Picture src={purchase.imageLink} alt="" className="shop-history__image" />
          <div>
            <p className="shop-history__name">{purchase.name[locale] ?? purchase.name.en}</p>
            <p className="muted">
              {intl.formatDate(new Date(purchase.createdAt), { dateStyle: "medium" })}
              {" · "}
              {purchase.type === "BUY_REWARDS"
                ? t("shop.history.gained", { count: purchase.price })
                : t("shop.item.price", { count: purchase.price })}
            </p>
            {purchase.status === "PENDING_CHECKOUT" && <p className="muted">{t("shop.history.pending")}</p>}
            {purchase.quantity !== undefined && (
              <p className="muted">{t("shop.history.quantity", { count: purchase.quantity })}</p>
            )}
            {purchase.code && (
              <p className="shop-history__code">
                {t("shop.history.code")} <strong data-testid="voucher-code">{purchase.code}</strong>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
