import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/client";
import type { Locale } from "../i18n/locales";

/** A program as a guest may read it (`GET /api/guest/program/{id}`). */
export interface PublicProgram {
  id: string;
  title: string;
  description?: string;
  forWhom?: string;
  goals?: string;
  frequency?: string;
  studyDuration: number;
  maxReward: number;
  steps: Array<{ stepId: string; text: string }>;
  author: { id: string; name: string };
  /** The language the texts are in: the program's first one when it is not written in ours. */
  language?: string;
}

export function publicProgramQuery(api: ApiClient, id: string, lang: Locale) {
  return queryOptions({
    queryKey: ["publicProgram", id, lang] as const,
    queryFn: ({ signal }) =>
      api.get<PublicProgram>(`/api/guest/program/${encodeURIComponent(id)}?lang=${lang}`, { signal }),
  });
}
