import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef } from "react";
import type { PatientStreamEvents, RewardEvent } from "../../../card-schemas";
import { callKey } from "../../app/api/callKey";
import { openLiveStream } from "../../app/api/liveStream";
export type RewardListener = (event: RewardEvent) => void;
/** Starts listening; the returned function stops. */
export type SubscribeRewards = (listener: RewardListener) => () => void;

export const STREAM_PATH = "/api/patient/stream";
/** The stream's event this hook listens to, by its name in the stream's schema. */
const REWARD = "reward" satisfies keyof PatientStreamEvents;

/** The server's stream (app/api/liveStream.ts: it comes back after any failure, missing nothing). */
export const eventSourceRewards: SubscribeRewards = (listener) =>
  openLiveStream(STREAM_PATH, {
    events: {
      [REWARD]: (data) => {
        try {
          // The server's data of this event, as the stream's schema says (checked in its tests).
          listener(JSON.parse(data) as PatientStreamEvents[typeof REWARD]);
        } catch {
          // A malformed event is not ours to show.
        }
      },
    },
  });

/** Where reward events come from: the server's stream, or a fake in stories and tests. */
export const RewardStreamContext = createContext<SubscribeRewards>(eventSourceRewards);

/** Calls `listener` with each reward while mounted, and refreshes the balance. */
export function useRewardStream(listener: RewardListener, enabled = true): void {
  const subscribe = useContext(RewardStreamContext);
  const queryClient = useQueryClient();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribe((event) => {
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") });
      latest.current(event);
    });
  }, [subscribe, queryClient, enabled]);
}
