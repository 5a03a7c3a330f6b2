import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import { profileKeys, type PatientInfo } from "./queries";

/** Saves the telephone number and the NUMERO_CALL consent (PUT /api/patient/patientInfo). */
export function useSavePatientInfo() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string | null; consent: boolean }) =>
      api.put<PatientInfo>("/api/patient/patientInfo", input),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.patientInfo(), saved),
  });
}
