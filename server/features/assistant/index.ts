/** What other features may use of assistant: everything else in this folder is its own. */
export { assistantSummary } from "./assistantContext";
export { assistantProvider, type AssistantProvider } from "./assistantProvider";
