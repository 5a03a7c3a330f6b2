/** What other features may use of accounts: everything else in this folder is its own. */
export { MAX_PHONE_INPUT_LENGTH, normalizePhoneNumber } from "./phoneNumber";
export {
  ACCOUNT_LINK_KEPT_MS,
  accountLinkState,
  EMAIL_CHANGE_LINK_TTL_MS,
  RESET_PASSWORD_LINK_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
} from "./accountLinks";
