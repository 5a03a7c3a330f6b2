/** What other features may use of analysis: everything else in this folder is its own. */
export { AnalyticsList } from "./AnalyticsList";
export { INTENSITY_DOMAIN } from "./analysisSizes";
