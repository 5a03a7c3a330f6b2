/** The patient's profile info of the IOT task: telephone number and the NUMERO_CALL consent. */
import { route } from "../../platform/http/route";
import { readPatientInfo } from "./patientInfo";
import { savePatientInfo } from "./savePatientInfo";

/** The patient's profile info of the IOT task: telephone number and the NUMERO_CALL consent. */

export const patientInfoRoutes = [
  route({
    call: "GET /api/patient/patientInfo",
    policy: "patient",
    tag: "profile",
    summary:
      "The patient's telephone number (international form) and whether they agreed to be called on it.",
    async handler({ user, deps }) {
      return readPatientInfo(deps, user);
    },
  }),

  route({
    call: "PUT /api/patient/patientInfo",
    policy: "patient",
    tag: "profile",
    summary:
      "Saves the telephone number (a French 10-digit number starting with 0 is stored as +33…; an international one is kept) and the NUMERO_CALL consent. 400 for any other number, or a consent without a number.",
    async handler({ user, body, deps }) {
      return savePatientInfo(deps, user, body);
    },
  }),
];
