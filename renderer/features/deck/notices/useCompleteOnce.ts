import { useCallback, useRef, useState } from "react";
import type { Complete, CompleteResult } from "../../../cards/types";

/** Wraps `complete` so that a card is completed at most once, and says whether it was. */
export function useCompleteOnce(complete: Complete): { completeOnce: Complete; submitted: boolean } {
  const [submitted, setSubmitted] = useState(false);
  // A ref as well as state: two fast clicks land before the re-render that disables the buttons.
  const sent = useRef(false);
  const completeOnce = useCallback(
    (result: CompleteResult) => {
      if (sent.current) return;
      sent.current = true;
      setSubmitted(true);
      complete(result);
    },
    [complete],
  );
  return { completeOnce, submitted };
}
