/** What other features may use of analysis: everything else in this folder is its own. */
export { intensityLevel } from "./intensityScale";
export { SYMPTOM_WINDOW_DAYS, symptomTrend } from "./symptomTrend";
