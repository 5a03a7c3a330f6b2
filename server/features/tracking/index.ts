/** What other features may use of tracking: everything else in this folder is its own. */
export { upsertDailyActivity } from "./dailyActivities";
export { findDataValue } from "./dataValues";
export { presentMedication, presentSymptom } from "./present";
export { catalogueEntryOf, presentDailyActivity, presentDataValue } from "./presentDataValue";
