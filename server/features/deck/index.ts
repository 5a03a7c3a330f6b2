/** What other features may use of deck: everything else in this folder is its own. */
export { lockMetadata } from "./cardCompletion";
export { resolveCard } from "./cardResolution";
export { notificationRows } from "./dailyQueue";
export { presentCard } from "./present";
export { readStreakHistory } from "./streakHistory";
