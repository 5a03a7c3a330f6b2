import { useState } from "react";
import type { ShopCategory, ShopItem } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import type { MessageId } from "../../app/i18n/locales";
import { FullscreenPanel } from "../../ui/FullscreenPanel";
import { ShopItemCard } from "./ShopItemCard";

/** How many objects a row shows before "see all". */
export const ROW_PREVIEW = 4;

export interface ShopCategoryRowProps {
  category: ShopCategory;
  items: ShopItem[];
  onBuy(item: ShopItem): void;
  busyId?: string | null;
}

/** The title of a category, from the catalog. */
export function categoryTitleKey(category: ShopCategory): MessageId {
  return `shop.category.${category}` as MessageId;
}

/** One category of the shop: a row of its cheapest objects and a "see all" full-screen list. */
export function ShopCategoryRow({ category, items, onBuy, busyId = null }: ShopCategoryRowProps) {
  const t = useT();
  const [all, setAll] = useState(false);
  const title = t(categoryTitleKey(category));
  const headingId = `shop-row-${category}`;
  return (
    <section className="shop-row" aria-labelledby={headingId} data-testid={`shop-row-${category}`}>
      <header className="shop-row__header">
        <h2 id={headingId}>{title}</h2>
        {items.length > 0 && (
          <button type="button" className="btn btn--ghost" onClick={() => setAll(true)}>
            {t("shop.row.seeAll", { count: items.length })}
          </button>
        )}
      </header>
      {items.length === 0 ? (
        <p className="muted">{t("shop.row.empty")}</p>
      ) : (
        <div className="shop-row__items">
          {items.slice(0, ROW_PREVIEW).map((item) => (
            <ShopItemCard key={item.id} item={item} onBuy={onBuy} busy={busyId === item.id} />
          ))}
        </div>
      )}
      {all && (
        <FullscreenPanel
          title={title}
          closeLabel={t("shop.close")}
          onClose={() => setAll(false)}
          testId="shop-all"
        >
          <div className="shop-grid">
            {items.map((item) => (
              <ShopItemCard
                key={item.id}
                item={item}
                onBuy={(chosen) => {
                  setAll(false);
                  onBuy(chosen);
                }}
                busy={busyId === item.id}
              />
            ))}
          </div>
        </FullscreenPanel>
      )}
    </section>
  );
}
