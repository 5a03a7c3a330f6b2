import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProgramConditionResult } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import { isConditionResult } from "../../app/api/ApiError";
import { isApiError } from "../../app/api/client";
import { invalidatePrograms } from "./queries";
import { callKey } from "../../app/api/callKey";

/** POST /api/patient/study/subscribe/{id}; the programs, the deck and the balance (a cost) then change. */
export function useSubscribe() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programId: string) =>
      api.call("POST /api/patient/study/subscribe/:studyId", { params: { studyId: programId } }),
    onSuccess: () => {
      invalidatePrograms(queryClient);
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/todo") });
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") });
    },
    onError: (_error, programId) => {
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/study/:studyId/conditions", { params: { studyId: programId } }),
      });
    },
  });
}

/** The conditions a MISSING_SUBSCRIPTION_CONDITIONS refusal listed, or null for any other outcome. */
export function missingConditionsOf(error: unknown): ProgramConditionResult[] | null {
  if (!isApiError(error) || error.code !== "MISSING_SUBSCRIPTION_CONDITIONS") return null;
  // The failure schema gives this code the conditions' results as its details.
  return error.details.filter(isConditionResult);
}

export function isTooMuchPrograms(error: unknown): boolean {
  return isApiError(error) && error.code === "TOO_MUCH_PROGRAMS";
}
