/** What other features may use of authors: everything else in this folder is its own. */
export { AuthorSubscriptionPicker, BUY_REWARDS_PATH } from "./premium/AuthorSubscriptionPicker";
export { authorPriceQuery, premiumQuery } from "./premium/queries";
export { usePremiumDay } from "./premium/premiumDay";
