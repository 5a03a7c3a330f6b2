/** What other features may use of rewards: everything else in this folder is its own. */
export { awardCatalogue } from "./awardCatalogue";
export { readAwardsSummary } from "./awardsSummary";
export { earnedTitles } from "./earnedTitles";
export { personalizationView } from "./personalizationView";
export { petView } from "./petView";
export { readPetImage } from "./petImage";
export { setPersonalization } from "./setPersonalization";
export { presentPurchase } from "./present";
export { hasPremium } from "./premiumEntitlement";
export { creditReferral } from "./creditReferral";
export { sponsorOfCode } from "./referralCode";
export { shopDocument } from "./shopDocument";
export { recordPurchase } from "./recordPurchase";
