import { lazyComponent } from "../../../cards/lazyComponent";

/**
 * The wheel, fetched the first time the deck opens on it (six cards done), never with the deck's
 * first card (npm run bench: the deck's JS for its first card).
 */
export const LuckyWheelCard = lazyComponent(() =>
  import("./LuckyWheelCard").then((module) => module.LuckyWheelCard),
);
