/** What other features may use of programs: everything else in this folder is its own. */
export { presentProgramSummary } from "./present";
