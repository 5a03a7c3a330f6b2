/** What other features may use of accounts: everything else in this folder is its own. */
export { MAX_PHONE_INPUT_LENGTH, normalizePhoneNumber } from "./phoneNumber";
