/** What other features may use of uploads: everything else in this folder is its own. */
export { sendFile } from "./uploadFile";
