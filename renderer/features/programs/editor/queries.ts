import { queryOptions } from "@tanstack/react-query";
import type { Language } from "../../../../card-schemas";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";

/** The author's programs, every status, with the patients of each published version. */
export function proProgramsQuery(api: ApiClient, proId: string) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/program", { params: { proId } }),
    queryFn: () => api.call("GET /api/pro/:proId/program", { params: { proId } }),
  });
}

/** One program as its author edits it: its draft, revision and versions. */
export function proProgramQuery(api: ApiClient, proId: string, id: string) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/program/:id", { params: { proId, id } }),
    queryFn: () => api.call("GET /api/pro/:proId/program/:id", { params: { proId, id } }),
  });
}

/**
 * The schemas the editor draws its forms from, their titles and help in the page's language (a
 * change of language asks again); they change only with a server release.
 */
export function editorSchemasQuery(api: ApiClient, proId: string, lang: Language) {
  return queryOptions({
    queryKey: callKey("GET /api/pro/:proId/schemas", { params: { proId }, query: { lang } }),
    queryFn: () => api.call("GET /api/pro/:proId/schemas", { params: { proId }, query: { lang } }),
    staleTime: Infinity,
  });
}
