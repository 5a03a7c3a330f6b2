/** The patient's profile info of the IOT task: telephone number and the NUMERO_CALL consent. */
import { MAX_PHONE_INPUT_LENGTH } from "../../engine/phoneNumber";
import { route, type JsonSchema } from "../http/route";
import { readPatientInfo, savePatientInfo, type PatientInfoInput } from "../services/patientInfo";

const patientInfoResponse: JsonSchema = {
  type: "object",
  properties: {
    phone: { type: ["string", "null"] },
    consent: { type: "boolean" },
    createdAt: { type: ["string", "null"] },
  },
  required: ["phone", "consent"],
};

export const patientInfoRoutes = [
  route<"patient">({
    method: "GET",
    path: "/api/patient/patientInfo",
    policy: "patient",
    tag: "profile",
    summary:
      "The patient's telephone number (international form) and whether they agreed to be called on it.",
    response: patientInfoResponse,
    async handler({ user, deps }) {
      return readPatientInfo(deps, user);
    },
  }),

  route<"patient", PatientInfoInput>({
    method: "PUT",
    path: "/api/patient/patientInfo",
    policy: "patient",
    tag: "profile",
    summary:
      "Saves the telephone number (a French 10-digit number starting with 0 is stored as +33…; an international one is kept) and the NUMERO_CALL consent. 400 for any other number, or a consent without a number.",
    body: {
      type: "object",
      properties: {
        phone: { type: ["string", "null"], maxLength: MAX_PHONE_INPUT_LENGTH },
        consent: { type: "boolean" },
      },
      required: ["phone", "consent"],
      additionalProperties: false,
    },
    response: patientInfoResponse,
    async handler({ user, body, deps }) {
      return savePatientInfo(deps, user, body);
    },
  }),
];
