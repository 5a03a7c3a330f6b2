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
      api.post<{ tasks: Array<{ date: string; status: string; id: string }> }>(
        `/api/patient/study/subscribe/${encodeURIComponent(programId)}`,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: programsKey });
      void queryClient.invalidateQueries({ queryKey: todoKeys.all });
    },
  });
}
