import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import { todoKeys } from "../todo/queries";
import { programsKey } from "./queries";

/** POST /api/patient/study/subscribe/{id}; the programs and the deck then change. */
export function useSubscribe() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programId: string) =>
      api.call("POST /api/patient/study/subscribe/:studyId", { params: { studyId: programId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: programsKey });
      void queryClient.invalidateQueries({ queryKey: todoKeys.all });
    },
  });
}
