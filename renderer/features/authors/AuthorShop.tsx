import { useRef, useState } from "react";
import type { PublicAuthorShopItem } from "../../../card-schemas";
import { canAffordShopItem, progressSlices } from "../../../engine/rewards";
import { useErrorMessage } from "../../app/errors/useErrorMessage";
import { useT } from "../../app/i18n/useT";
import { BuyConfirmDialog } from "../rewards";
import { ShopItemTile, ShopProgress } from "../rewards";
import { useSnackbar } from "../../ui/Snackbar";
import { useBuyAuthorItem } from "./queries";

export interface AuthorShopProps {
  autorId: string;
  items: PublicAuthorShopItem[];
  /** The patient's balance and the items they bought; absent for a guest, whose buttons sign in. */
  patient?: { balance: number; boughtItemIds: readonly string[] };
  /** Where a guest signs in first. */
  signInHref?: string;
  /** A new purchase key (tests pass a fixed one). */
  newKey?: () => string;
}

/**
 * An author's custom items (docs/features/authors.md), bought on the page as in the rewards shop (docs/features/authors.md):
 * confirm, then buy when the balance is greater than the price, else the ten-slice progress bar;
 * bought ones say so.
 */
export function AuthorShop({
  autorId,
  items,
  patient,
  signInHref,
  newKey = () => crypto.randomUUID(),
}: AuthorShopProps) {
  const t = useT();
  const describe = useErrorMessage();
  const buy = useBuyAuthorItem(autorId);
  const { snackbar, show } = useSnackbar();
  const [asked, setAsked] = useState<PublicAuthorShopItem | null>(null);
  // One key per confirmed purchase: a retry after a lost answer buys nothing more.
  const key = useRef<string | null>(null);

  function confirm() {
    if (!asked) return;
    const { name } = asked;
    key.current ??= newKey();
    buy.mutate(
      { itemId: asked.id, key: key.current },
      {
        onSuccess: () => show(t("authors.shopBought", { name }), "success"),
        onError: (error) => show(describe(error).text, "error"),
        onSettled: () => {
          setAsked(null);
          key.current = null;
        },
      },
    );
  }

  return (
    <>
      <ul className="shop-grid author-shop">
        {items.map((item) => {
          const bought = patient?.boughtItemIds.includes(item.id) ?? false;
          return (
            <li key={item.id}>
              <ShopItemTile
                name={item.name}
                picture={item.mediaLink}
                description={item.description}
                price={t("shop.item.price", { count: item.price })}
                testId={`author-item-${item.id}`}
              >
                {bought && <p className="shop-item__owned">{t("authors.shopOwned")}</p>}
                {!patient ? (
                  <a className="btn btn--primary btn--block" href={signInHref}>
                    {t("shop.item.buy")}
                  </a>
                ) : canAffordShopItem(patient.balance, item.price) ? (
                  <button
                    type="button"
                    className="btn btn--primary btn--block"
                    disabled={buy.isPending}
                    onClick={() => setAsked(item)}
                  >
                    {t("shop.item.buy")}
                  </button>
                ) : (
                  <ShopProgress slices={progressSlices(patient.balance, item.price)} price={item.price} />
                )}
              </ShopItemTile>
            </li>
          );
        })}
      </ul>
      {asked && (
        <BuyConfirmDialog
          item={asked}
          busy={buy.isPending}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      )}
      {snackbar}
    </>
  );
}
