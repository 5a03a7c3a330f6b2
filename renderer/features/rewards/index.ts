/** What other features may use of rewards: everything else in this folder is its own. */
export { AuthorContribution } from "./AuthorContribution";
export { bankQuery } from "./bank/queries";
export { BuyConfirmDialog } from "./BuyConfirmDialog";
export { CardConfetti } from "./personalization/CardConfetti";
export { LuckyWheelCard } from "./luckyWheel/lazyLuckyWheelCard";
export { useLuckyWheel } from "./luckyWheel/useLuckyWheel";
export { personalizationQuery } from "./personalization/queries";
export { useRefreshBalance } from "./queries";
export { STREAM_PATH } from "./rewardStream";
export { ShopItemTile } from "./ShopItemTile";
export { ShopProgress } from "./ShopProgress";
export { useShopItemName } from "./useShopItemName";
