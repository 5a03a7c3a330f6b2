import { SHOP_PROGRESS_SLICES } from "../../../engine/rewards/shop";
import { useT } from "../../app/i18n/useT";

/** The ten-slice bar of balance over price, shown instead of the buy button (docs/features/rewards.md). */
export function ShopProgress({ slices, price }: { slices: number; price: number }) {
  const t = useT();
  return (
    <div
      className="shop-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={SHOP_PROGRESS_SLICES}
      aria-valuenow={slices}
      aria-label={t("shop.progress.label", { count: price })}
      data-testid="shop-progress"
    >
      {Array.from({ length: SHOP_PROGRESS_SLICES }, (_, index) => (
        <span
          key={index}
          className={
            index < slices ? "shop-progress__slice shop-progress__slice--full" : "shop-progress__slice"
          }
        />
      ))}
    </div>
  );
}
