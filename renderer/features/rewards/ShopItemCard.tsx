import type { ShopItem } from "../../../card-schemas";
import { useIntl, useT } from "../../app/i18n/useT";
import { ShopProgress } from "./ShopProgress";
import { ShopItemTile } from "./ShopItemTile";
import { useShopItemName } from "./useShopItemName";

export interface ShopItemCardProps {
  item: ShopItem;
  /** Asks to buy the item (the page confirms first). */
  onBuy(item: ShopItem): void;
  /** A purchase of this item is on its way. */
  busy?: boolean;
}

/**
 * One object of the shop: its picture, name and price, then "already bought" for an owned element,
 * the buy button when affordable, or the ten-slice progress bar instead (docs/features/rewards.md),
 * saying why when rewards earned with authors' cards may not buy it (an item of real value).
 */
export function ShopItemCard({ item, onBuy, busy = false }: ShopItemCardProps) {
  const t = useT();
  const intl = useIntl();
  const nameOf = useShopItemName();
  const money = item.type === "BUY_REWARDS";
  return (
    <ShopItemTile
      name={nameOf(item)}
      picture={item.imageLink}
      description={item.description}
      testId={`shop-item-${item.id}`}
      price={
        money
          ? t("shop.item.money", {
              count: item.price,
              amount: intl.formatNumber(item.amountEuro ?? 0, { style: "currency", currency: "EUR" }),
            })
          : t("shop.item.price", { count: item.price })
      }
    >
      {item.held !== undefined && <p className="muted">{t("shop.item.held", { count: item.held })}</p>}
      {item.owned ? (
        <p className="shop-item__owned" data-testid="shop-owned">
          {t("shop.item.owned")}
        </p>
      ) : item.affordable ? (
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={busy}
          onClick={() => onBuy(item)}
        >
          {money ? t("shop.item.checkout") : t("shop.item.buy")}
        </button>
      ) : (
        <>
          <ShopProgress slices={item.progress} price={item.price} />
          {item.authoredExcluded !== undefined && (
            <p className="muted" data-testid="shop-authored-excluded">
              {t("shop.item.authoredExcluded", { count: item.authoredExcluded })}
            </p>
          )}
        </>
      )}
    </ShopItemTile>
  );
}
