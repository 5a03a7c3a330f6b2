import moodCheck from "../../../content/questionnaires/mood-check.json" with { type: "json" };
import sleepQuality from "../../../content/questionnaires/sleep-quality.json" with { type: "json" };
import stressScreening from "../../../content/questionnaires/stress-screening.json" with { type: "json" };
import type {
  QuestionnaireAnswers,
  QuestionnaireContent,
  QuestionnaireRecordView,
} from "../../../card-schemas";
import { localizeQuestionnaire, questionnaireScore } from "../../../engine/tracking/questionnaireRules";
import type { Locale } from "../../app/i18n/locales";
import { FIXTURE_DATE } from "../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

/** The real questionnaires of content/questionnaires. */
export const questionnaireContents: Record<string, QuestionnaireContent> = {
  "mood-check": moodCheck as QuestionnaireContent,
  "sleep-quality": sleepQuality as QuestionnaireContent,
  "stress-screening": stressScreening as QuestionnaireContent,
};

export function questionnaireRecord(
  questionnaireId: string,
  answers: QuestionnaireAnswers,
  day = FIXTURE_DATE,
): QuestionnaireRecordView {
  const content = questionnaireContents[questionnaireId] as QuestionnaireContent;
  return {
    id: `record-${questionnaireId}-${day}`,
    questionnaireId,
    formCategory: content.type,
    datetime: `${day}T08:30:00.000Z`,
    day,
    score: questionnaireScore(content.questions, answers),
    answers,
    rewards: 0,
  };
}

export interface QuestionnaireApiOptions {
  locale?: Locale;
  /** The last record (none by default). */
  lastRecord?: QuestionnaireRecordView | null;
  /** Whether the period has elapsed since the last record (true without one). */
  rewardsOffered?: boolean;
  /** The questionnaire lookup fails (404). */
  missing?: boolean;
}

/** Mock routes of the questionnaire API, answering from the content files and scoring like the server. */
export function questionnaireApi(options: QuestionnaireApiOptions = {}): MockRoutes {
  const locale = options.locale ?? "en";
  const find = (id: string | undefined) => (options.missing ? undefined : questionnaireContents[id ?? ""]);
  return {
    "GET /api/patient/questionnaires/:id": ({ params }) => {
      const content = find(params.id);
      return content
        ? ok(localizeQuestionnaire(content, locale))
        : fail(404, "NOT_FOUND", "No such questionnaire");
    },
    "GET /api/patient/questionnaires/:id/lastRecord": ({ params }) => {
      const content = find(params.id);
      if (!content) return fail(404, "NOT_FOUND", "No such questionnaire");
      const record = options.lastRecord ?? null;
      return ok({
        record,
        period: content.period,
        rewards: content.rewards,
        rewardsOffered: options.rewardsOffered ?? record === null,
        nextRewardAt: null,
      });
    },
    "POST /api/patient/questionnaires/:id/records": ({ params, body }) => {
      const content = find(params.id);
      if (!content) return fail(404, "NOT_FOUND", "No such questionnaire");
      const { id, answers } = body;
      const record = questionnaireRecord(content.id, answers);
      return ok(
        {
          ...record,
          id: id ?? record.id,
          rewards: options.rewardsOffered === false ? 0 : content.rewards,
        },
        201,
      );
    },
  };
}
