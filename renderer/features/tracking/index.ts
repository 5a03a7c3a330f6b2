/** What other features may use of tracking: everything else in this folder is its own. */
export { questionnaireQuery } from "./questionnaires/queries";
export { QuestionnaireLauncher } from "./questionnaires/QuestionnaireLauncher";
export { newEntryId } from "./symptoms/queries";
export { prefetchCardNeeds } from "./prefetchCardNeeds";
