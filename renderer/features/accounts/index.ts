/** What other features may use of accounts: everything else in this folder is its own. */
export { patientInfoQuery } from "./profile/queries";
export { LanguageSwitch } from "./settings/LanguageSwitch";
export { useSavePatientInfo } from "./profile/useSavePatientInfo";
