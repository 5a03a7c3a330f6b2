import type { ReactNode } from "react";
import { Picture } from "../../ui/Picture";
import "./rewards.css";

interface ShopItemTileProps {
  name: string;
  picture?: string;
  description?: string;
  /** The price, as the shop says it. */
  price: ReactNode;
  testId: string;
  /** What the buyer may do, or already did: owned, the buy button, the progress towards the price. */
  children: ReactNode;
}

/** The look of one object for sale, in the rewards shop and in an author's shop (a grid of `shop-grid`). */
export function ShopItemTile({ name, picture, description, price, testId, children }: ShopItemTileProps) {
  return (
    <article className="shop-item" data-testid={testId} aria-label={name}>
      {picture && <Picture className="shop-item__image" src={picture} alt="" />}
      <h3 className="shop-item__name">{name}</h3>
      {description && <p className="shop-item__description">{description}</p>}
      <p className="shop-item__price">{price}</p>
      {children}
    </article>
  );
}
