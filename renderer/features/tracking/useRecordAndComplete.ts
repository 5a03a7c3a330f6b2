import { useCallback } from "react";
import type { DailyActivityBody } from "../../../card-schemas";
import type { Complete } from "../../cards/types";
import { useSaveDailyActivity } from "./useSaveDailyActivity";

/**
 * For the tasks that record a daily value: saves it, then completes the card with `data`. A failed
 * save leaves the card open with its error, so nothing is completed that was not recorded.
 */
export function useRecordAndComplete(complete: Complete) {
  const save = useSaveDailyActivity();
  const { mutate } = save;
  const record = useCallback(
    (input: DailyActivityBody, data: Record<string, unknown>) =>
      mutate(input, { onSuccess: () => complete({ done: true, data }) }),
    [mutate, complete],
  );
  return { record, busy: save.isPending, error: save.error };
}
