import { useCallback } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DailyQueue } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { callKey } from "../../../app/api/callKey";

/**
 * The wheel's two effects on server state: `spin` asks for a draw (and refreshes the balance),
 * `close` shows the counter at 0 at once and refetches the deck so it comes from the server.
 */
export function useLuckyWheel(date: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const draw = useMutation({
    mutationFn: () => api.call("GET /api/patient/luckyOutchi", {}, { csrf: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") }),
  });

  const { mutateAsync } = draw;
  const spin = useCallback(() => mutateAsync(), [mutateAsync]);
  const close = useCallback(() => {
    const queueKey = callKey("GET /api/patient/todo", { query: { date: date } });
    queryClient.setQueryData<DailyQueue>(queueKey, (queue) =>
      queue ? { ...queue, data: { ...queue.data, luckyOutchi: 0 } } : queue,
    );
    void queryClient.invalidateQueries({ queryKey: queueKey });
  }, [queryClient, date]);

  return { spin, close };
}
