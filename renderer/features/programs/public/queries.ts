import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";
import type { Locale } from "../../../app/i18n/locales";

export function publicProgramQuery(api: ApiClient, id: string, lang: Locale) {
  return queryOptions({
    queryKey: callKey("GET /api/guest/program/:id", { params: { id }, query: { lang } }),
    queryFn: ({ signal }) =>
      api.call("GET /api/guest/program/:id", { params: { id }, query: { lang } }, { signal }),
  });
}
