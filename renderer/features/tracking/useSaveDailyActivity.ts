import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import type { ApiCalls, DailyActivityBody } from "../../../card-schemas";
import { callKey } from "../../app/api/callKey";

/** Records one value of a day (PUT /api/patient/dailyActivity) and puts the answer in that day's list. */
export function useSaveDailyActivity() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DailyActivityBody) => api.call("PUT /api/patient/dailyActivity", { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ApiCalls["GET /api/patient/dailyActivity"]["answer"]>(
        callKey("GET /api/patient/dailyActivity", { query: { date: saved.date } }),
        (page) => (page ? { items: [...page.items.filter((entry) => entry.id !== saved.id), saved] } : page),
      );
    },
  });
}
