import { useRef, useState } from "react";
import type { ShopDocument, ShopItem } from "../../../card-schemas";
import { useErrorMessage } from "../../app/errors/useErrorMessage";
import { useT } from "../../app/i18n/useT";
import { useSnackbar } from "../../ui/Snackbar";
import { AuthorsToContribute } from "./AuthorsToContribute";
import { BuyConfirmDialog } from "./BuyConfirmDialog";
import { GiftCodeForm } from "./GiftCodeForm";
import { useBuyShopObject } from "./queries";
import { ShopCategoryRow } from "./ShopCategoryRow";
import { SponsorTile } from "./SponsorTile";
import { SurveyOfferTile } from "./SurveyOfferTile";
import { useShopItemName } from "./useShopItemName";
import "./rewards.css";

export interface RewardsShopProps {
  shop: ShopDocument;
  /** Where a BUY_REWARDS checkout link leads (the page navigates; stories record it). */
  onRedirect(url: string): void;
  /** A new purchase key (tests pass a fixed one). */
  newKey?: () => string;
}

/**
 * The rewards shop (docs/features/rewards.md): the balance, the seven categories, the authors to
 * contribute to and the promotion tiles. Buying asks for confirmation, then the shop refreshes.
 */
export function RewardsShop({ shop, onRedirect, newKey = () => crypto.randomUUID() }: RewardsShopProps) {
  const t = useT();
  const nameOf = useShopItemName();
  const describe = useErrorMessage();
  const buy = useBuyShopObject();
  const { snackbar, show } = useSnackbar();
  const [chosen, setChosen] = useState<ShopItem | null>(null);
  // One key per confirmed purchase: a retry after a lost answer is the same purchase.
  const key = useRef<string | null>(null);

  function choose(item: ShopItem) {
    key.current = null;
    setChosen(item);
  }

  function confirm() {
    if (!chosen) return;
    key.current ??= newKey();
    buy.mutate(
      { shopObjectId: chosen.id, key: key.current },
      {
        onSuccess: (purchase) => {
          setChosen(null);
          key.current = null;
          if (purchase.redirectUrl) onRedirect(purchase.redirectUrl);
          else show(t("shop.bought", { name: nameOf(chosen) }), "success");
        },
        onError: (error) => {
          setChosen(null);
          show(describe(error).text, "error");
        },
      },
    );
  }

  return (
    <div className="rewards-shop">
      <p className="shop-balance" data-testid="shop-balance">
        {t("shop.balance", { count: shop.balance })}
      </p>
      {snackbar}
      {shop.categories.map((row) => (
        <ShopCategoryRow
          key={row.category}
          category={row.category}
          items={row.items}
          onBuy={choose}
          busyId={buy.isPending ? (chosen?.id ?? null) : null}
        />
      ))}
      <AuthorsToContribute authors={shop.authors} balance={shop.balance} />
      <h2 className="shop-promos__title">{t("shop.promos.title")}</h2>
      <div className="shop-promos">
        <SponsorTile sponsorCode={shop.sponsorCode} />
        <GiftCodeForm />
        {shop.surveys.map((offer) => (
          <SurveyOfferTile key={offer.id} offer={offer} />
        ))}
      </div>
      {chosen && (
        <BuyConfirmDialog
          item={chosen}
          busy={buy.isPending}
          onConfirm={confirm}
          onCancel={() => setChosen(null)}
        />
      )}
    </div>
  );
}
