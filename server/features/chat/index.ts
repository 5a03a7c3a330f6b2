/** What other features may use of chat: everything else in this folder is its own. */
export { sendPatientMessage } from "./sendPatientMessage";
