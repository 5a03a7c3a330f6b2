import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import type { PersonalGoalBody } from "../../../card-schemas";
import { callKey } from "../../app/api/callKey";

/** POST /api/patient/personalGoals; the list of goals in progress then changes. */
export function useCreateGoal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalGoalBody) => api.call("POST /api/patient/personalGoals", { body }),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/personalGoals", { query: { status: "INPROGRESS" } }),
      }),
  });
}

/** DELETE /api/patient/personalGoals/{id}: giving up deletes the goal (docs/features/goals.md). */
export function useGiveUpGoal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call("DELETE /api/patient/personalGoals/:id", { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({
        queryKey: callKey("GET /api/patient/personalGoals/:id", { params: { id } }),
      });
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/personalGoals", { query: { status: "INPROGRESS" } }),
      });
    },
  });
}
