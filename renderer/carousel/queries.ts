import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/client";

export const carouselKey = ["carousel"] as const;

/** The home carousel document (`GET /api/patient/carousel`), in the patient's language. */
export function carouselQuery(api: ApiClient) {
  return queryOptions({
    queryKey: carouselKey,
    queryFn: ({ signal }) => api.call("GET /api/patient/carousel", {}, { signal }),
    select: (document) => document.items,
  });
}
