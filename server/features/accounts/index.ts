/** What other features may use of accounts: everything else in this folder is its own. */
export { deleteAccount } from "./deleteAccount";
export { hashPassword, verifyPassword } from "./passwords";
export { type PatientTable, patientTables, rowsOf } from "./patientTables";
export { readProfileCompletion } from "./profileCompletion";
