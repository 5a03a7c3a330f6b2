import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/client";

/** The patient's profile info (GET /api/patient/patientInfo). */
export interface PatientInfo {
  /** International form, such as +33612345678; null when none was given. */
  phone: string | null;
  /** The NUMERO_CALL consent: the patient agreed to be called on that number. */
  consent: boolean;
  createdAt: string | null;
}

export const profileKeys = {
  patientInfo: () => ["patientInfo"] as const,
};

export function patientInfoQuery(api: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.patientInfo(),
    queryFn: ({ signal }) => api.get<PatientInfo>("/api/patient/patientInfo", { signal }),
  });
}
