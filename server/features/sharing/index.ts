/** What other features may use of sharing: everything else in this folder is its own. */
export { recordDataRead } from "./recordDataRead";
