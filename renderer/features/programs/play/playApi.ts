import type { Language } from "../../../../card-schemas";
import type { ApiClient } from "../../../app/api/client";
import { previewApi } from "../editor/preview/previewApi";

/** What the play-through answers for the end of study, read when asked (it changes as the author plays). */
export interface PlayAnswers {
  followUp: () => unknown;
  validation: () => unknown;
}

/**
 * The client the played cards talk to: the preview's (questionnaires read as the author), and the
 * end of study's follow-up and validation answered from the play-through itself, never from a
 * patient's data: nothing a played card does is written anywhere.
 */
export function playApi(api: ApiClient, proId: string, language: Language, answers: PlayAnswers): ApiClient {
  const preview = previewApi(api, proId, language);
  const call = async (key: string, input?: unknown, options?: unknown) => {
    if (key === "GET /api/patient/study/:id/followUpAnalytics") return answers.followUp();
    if (key === "POST /api/patient/study/validate/:subId") return answers.validation();
    return (preview.call as (...args: unknown[]) => Promise<unknown>)(key, input, options);
  };
  return { call: call as ApiClient["call"], actionCall: preview.actionCall };
}
