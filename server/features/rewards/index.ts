/** What other features may use of rewards: everything else in this folder is its own. */
export { awardCatalogue } from "./awardCatalogue";
export { earnedTitles, readAwardsSummary } from "./awards";
export { personalizationView, petView, readPetImage, setPersonalization } from "./pet";
export { presentPurchase, shopDocument } from "./shop";
export { recordPurchase } from "./recordPurchase";
