import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import type { ApiCalls, DailyActivityBody } from "../../../card-schemas";
import { callKey } from "../../app/api/callKey";
import { outboxOwner, sendOrKeep } from "../../app/offline/sendOrKeep";

/**
 * Records one value of a day (PUT /api/patient/dailyActivity) and puts the answer in that day's
 * list; without the network it is kept in the outbox (docs/features/offline.md) and counts as saved.
 */
export function useSaveDailyActivity() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (body: DailyActivityBody) =>
      sendOrKeep(api, outboxOwner(queryClient), "PUT /api/patient/dailyActivity", { body }),
    onSuccess: (sent) => {
      if (sent.kept) return;
      const saved = sent.answer;
      queryClient.setQueryData<ApiCalls["GET /api/patient/dailyActivity"]["answer"]>(
        callKey("GET /api/patient/dailyActivity", { query: { date: saved.date } }),
        (page) => (page ? { items: [...page.items.filter((entry) => entry.id !== saved.id), saved] } : page),
      );
    },
  });
}
