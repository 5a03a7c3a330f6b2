import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { invalidatePrograms } from "./queries";
import { callKey } from "../../app/api/callKey";

/** PUT /api/patient/study/{id}/version: the offered version is followed from now on; the programs and the deck then change. */
export function useAcceptVersion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studyId, version }: { studyId: string; version: number }) =>
      api.call("PUT /api/patient/study/:studyId/version", { params: { studyId }, body: { version } }),
    onSuccess: () => {
      invalidatePrograms(queryClient);
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/todo") });
    },
  });
}
