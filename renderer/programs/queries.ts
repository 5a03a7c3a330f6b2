import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/client";

export const programsKey = ["programs"] as const;

export function programsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: programsKey,
    queryFn: ({ signal }) => api.call("GET /api/patient/programs", {}, { signal }),
    select: (value) => value.items,
  });
}
