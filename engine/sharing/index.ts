/** What other features may use of sharing: everything else in this folder is its own. */
export { EXPORT_FORMATS } from "./connections";
