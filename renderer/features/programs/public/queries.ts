import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import type { Locale } from "../../../app/i18n/locales";

export function publicProgramQuery(api: ApiClient, id: string, lang: Locale) {
  return queryOptions({
    queryKey: ["publicProgram", id, lang] as const,
    queryFn: ({ signal }) =>
      api.call("GET /api/guest/program/:id", { params: { id }, query: { lang } }, { signal }),
  });
}
