import { useCallback } from "react";
import type { ShopItem } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";

type Named = Pick<ShopItem, "name"> & Partial<Pick<ShopItem, "type" | "powerName" | "quantity">>;

/**
 * The name a shop object goes by. A power is named by the message catalogs (`power.<powerName>.name`),
 * the one name the deck's cards use too (the LOST_SERIE card sells the same streak saver); any
 * other object by its content's name.
 */
export function useShopItemName(): (item: Named) => string {
  const t = useT();
  return useCallback(
    (item: Named) =>
      item.type === "POWER" && item.powerName
        ? t(`power.${item.powerName}.name`, { count: item.quantity ?? 1 })
        : item.name,
    [t],
  );
}
