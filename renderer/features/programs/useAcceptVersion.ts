import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { todoKeys } from "../deck/todo/queries";
import { programsKey } from "./queries";

/** PUT /api/patient/study/{id}/version: the offered version is followed from now on; the programs and the deck then change. */
export function useAcceptVersion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studyId, version }: { studyId: string; version: number }) =>
      api.call("PUT /api/patient/study/:studyId/version", { params: { studyId }, body: { version } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: programsKey });
      void queryClient.invalidateQueries({ queryKey: todoKeys.all });
    },
  });
}
