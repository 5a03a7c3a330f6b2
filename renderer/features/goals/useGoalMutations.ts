import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import type { PersonalGoalBody } from "../../../card-schemas";
import { goalKeys } from "./queries";

/** POST /api/patient/personalGoals; the list of goals in progress then changes. */
export function useCreateGoal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalGoalBody) => api.call("POST /api/patient/personalGoals", { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: goalKeys.inProgress() }),
  });
}

/** DELETE /api/patient/personalGoals/{id}: giving up deletes the goal (docs/features/goals.md). */
export function useGiveUpGoal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call("DELETE /api/patient/personalGoals/:id", { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: goalKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: goalKeys.inProgress() });
    },
  });
}
