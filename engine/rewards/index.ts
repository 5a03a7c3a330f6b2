/** What other features may use of rewards: everything else in this folder is its own. */
export { isWheelReady, LUCKY_WHEEL_COUNT, nextWheelCounter } from "./luckyWheel";
export { PREMIUM_PLANS, premiumPriceOf } from "./premiumOffer";
export { canAffordShopItem, moreRewards, progressSlices } from "./shop";
export {
  authoredAfterDebit,
  authorTaskFunding,
  CARD_REWARD_LIMIT,
  hasRealValue,
  realValueBalance,
  splitCardReward,
  splitVictoryBonus,
  type PaidToday,
  type RewardSplit,
} from "./rewardLimits";
