import type { Language, LastRecordAnswer } from "../../../../../card-schemas";
import type { ApiClient } from "../../../../app/api/client";

/**
 * The client a previewed card talks to. A card's task reads what it draws with the patients' calls,
 * which answer an author 403: the questionnaire comes from the author's own read instead, in the
 * program's language, and its last record is that of a patient who never filled it. Every other
 * call goes as it is.
 */
export function previewApi(api: ApiClient, proId: string, language: Language): ApiClient {
  const questionnaire = (id: string, signal?: AbortSignal) =>
    api.call(
      "GET /api/pro/:proId/questionnaires/:id",
      { params: { proId, id }, query: { lang: language } },
      { signal },
    );
  const call = async (
    key: string,
    input?: { params?: { id?: string } },
    options?: { signal?: AbortSignal },
  ) => {
    const id = input?.params?.id ?? "";
    if (key === "GET /api/patient/questionnaires/:id") return questionnaire(id, options?.signal);
    if (key === "GET /api/patient/questionnaires/:id/lastRecord") {
      const { period, rewards } = await questionnaire(id, options?.signal);
      return {
        record: null,
        period,
        rewards,
        rewardsOffered: true,
        nextRewardAt: null,
      } satisfies LastRecordAnswer;
    }
    return (api.call as (...args: unknown[]) => Promise<unknown>)(key, input, options);
  };
  return { call: call as ApiClient["call"], actionCall: api.actionCall };
}
