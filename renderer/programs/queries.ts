import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/client";

/** One program as `/api/patient/programs` lists it, in the user's language. */
export interface ProgramSummary {
  id: string;
  title: string;
  description?: string;
  studyDuration: number;
  maxReward: number;
  status: string;
  subscribed: boolean;
  subscriptionStatus?: string;
}

export const programsKey = ["programs"] as const;

export function programsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: programsKey,
    queryFn: ({ signal }) => api.get<{ items: ProgramSummary[] }>("/api/patient/programs", { signal }),
    select: (value) => value.items,
  });
}
