/** The rewards feature's rows as the API answers them (docs/features/rewards.md). */
import type { ShopPurchase } from "../../../card-schemas";

export function presentPurchase(row: Record<string, unknown>, redirectUrl?: string): ShopPurchase {
  return {
    id: String(row.id),
    shopObjectId: String(row.shopObjectId),
    type: row.type as ShopPurchase["type"],
    name: row.name as ShopPurchase["name"],
    imageLink: String(row.imageLink),
    price: Number(row.price),
    status: row.status as ShopPurchase["status"],
    ...(row.code ? { code: String(row.code) } : {}),
    ...(row.authorId ? { autorId: String(row.authorId) } : {}),
    ...(row.quantity ? { quantity: Number(row.quantity) } : {}),
    ...(redirectUrl ? { redirectUrl } : {}),
    createdAt: new Date(row.createdAt as string | Date).toISOString(),
  };
}
