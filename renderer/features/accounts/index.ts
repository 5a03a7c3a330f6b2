/** What other features may use of accounts: everything else in this folder is its own. */
export { patientInfoQuery } from "./profile/queries";
export { useSavePatientInfo } from "./profile/useSavePatientInfo";
export { meKey, meQuery } from "./session/queries";
export { today, usePatientToday } from "./session/today";
export { useSignOut } from "./session/useSignOut";
