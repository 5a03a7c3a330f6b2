import { useRef } from "react";
import type { ShopItem } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { useFocusTrap } from "../../ui/useFocusTrap";
import { useShopItemName } from "./useShopItemName";

export interface BuyConfirmDialogProps {
  /** A shop object, or an author's custom item (which has no type). */
  item: Pick<ShopItem, "name" | "price"> & Partial<Pick<ShopItem, "type" | "powerName" | "quantity">>;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The confirmation before a purchase (docs/features/rewards.md): what it is, what it costs, buy or cancel. */
export function BuyConfirmDialog({ item, busy, onConfirm, onCancel }: BuyConfirmDialogProps) {
  const t = useT();
  const nameOf = useShopItemName();
  const dialog = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog, { initialFocus: confirm, returnFocus: true });
  const money = item.type === "BUY_REWARDS";
  return (
    <div className="shop-dialog__backdrop">
      <div
        ref={dialog}
        className="shop-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="shop-confirm-title"
        aria-describedby="shop-confirm-body"
        data-testid="shop-confirm"
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
      >
        <h2 id="shop-confirm-title">{t("shop.confirm.title")}</h2>
        <p id="shop-confirm-body">
          {money
            ? t("shop.confirm.money", { name: nameOf(item) })
            : t("shop.confirm.body", { name: nameOf(item), count: item.price })}
        </p>
        <div className="shop-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t("shop.confirm.cancel")}
          </button>
          <button
            ref={confirm}
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={onConfirm}
          >
            {money ? t("shop.item.checkout") : t("shop.confirm.buy")}
          </button>
        </div>
      </div>
    </div>
  );
}
