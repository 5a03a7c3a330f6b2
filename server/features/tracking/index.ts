/** What other features may use of tracking: everything else in this folder is its own. */
export { upsertDailyActivity } from "./upsertDailyActivity";
export { findDataValue } from "./findDataValue";
export {
  catalogueEntryOf,
  presentDailyActivity,
  presentDataValue,
  presentMedication,
  presentSymptom,
} from "./present";
