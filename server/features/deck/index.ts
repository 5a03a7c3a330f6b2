/** What other features may use of deck: everything else in this folder is its own. */
export { lockMetadata } from "./metadataLock";
export { resolveCard } from "./cardResolution";
export { notificationRows } from "./notificationRows";
export { presentCard } from "./present";
export { readStreakHistory } from "./streakHistory";
