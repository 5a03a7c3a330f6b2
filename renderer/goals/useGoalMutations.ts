import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import { goalKeys, type GoalInput, type PersonalGoal } from "./queries";

/** POST /api/patient/personalGoals; the list of goals in progress then changes. */
export function useCreateGoal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalInput) => api.post<PersonalGoal>("/api/patient/personalGoals", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: goalKeys.inProgress() }),
  });
}

/** DELETE /api/patient/personalGoals/{id}: giving up deletes the goal (seed 001 §4). */
export function useGiveUpGoal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ id: string }>(`/api/patient/personalGoals/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: goalKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: goalKeys.inProgress() });
    },
  });
}
