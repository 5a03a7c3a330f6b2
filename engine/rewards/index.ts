/** What other features may use of rewards: everything else in this folder is its own. */
export { isWheelReady, LUCKY_WHEEL_COUNT, nextWheelCounter } from "./luckyWheel";
export { LOST_STREAK_POWER, LOST_STREAK_POWER_PRICE } from "./powers";
export { PREMIUM_PLANS, premiumPriceOf } from "./premiumOffer";
export { isPremiumActive, PREMIUM_PAID_LINKS } from "./premiumEntitlement";
export { REFERRAL_NEW_ACCOUNT_REWARD, REFERRAL_SPONSOR_REWARD } from "./referral";
export { canAffordShopItem, moreRewards, progressSlices } from "./shop";
export { linkEndRefund, type PaidPeriod } from "./linkEndRefund";
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
