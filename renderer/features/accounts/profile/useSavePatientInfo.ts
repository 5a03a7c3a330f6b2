import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import type { PatientInfoBody } from "../../../../card-schemas";
import { callKey } from "../../../app/api/callKey";

/** Saves the telephone number and the NUMERO_CALL consent (PUT /api/patient/patientInfo). */
export function useSavePatientInfo() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientInfoBody) => api.call("PUT /api/patient/patientInfo", { body }),
    onSuccess: (saved) => queryClient.setQueryData(callKey("GET /api/patient/patientInfo"), saved),
  });
}
