import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import { trackingKeys, type DailyActivityEntry, type DailyActivityInput } from "./queries";

/** Records one value of a day (PUT /api/patient/dailyActivity) and puts the answer in that day's list. */
export function useSaveDailyActivity() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DailyActivityInput) =>
      api.put<DailyActivityEntry>("/api/patient/dailyActivity", input),
    onSuccess: (saved) => {
      queryClient.setQueryData<{ items: DailyActivityEntry[] }>(trackingKeys.day(saved.date), (page) =>
        page ? { items: [...page.items.filter((entry) => entry.id !== saved.id), saved] } : page,
      );
    },
  });
}
