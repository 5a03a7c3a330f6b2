import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommunityAnswerBody, CommunityQuestionTaskParams, Language } from "../../../../card-schemas";
import {
  COMMUNITY_ANSWER_MAX_LENGTH,
  COMMUNITY_ANSWER_MIN_LENGTH,
  isValidCommunityAnswer,
  normalizeCommunityAnswer,
} from "../../../../engine/community/communityQuestion";
import { allowsManyChoices } from "../../../../engine/community/questionOutcome";
import type { ApiClient } from "../../../app/api/client";
import { AnswerOutcome } from "../questions/AnswerOutcome";
import "../questions/communityQuestions.css";
import { AllTexts } from "../../../app/i18n/AllTexts";
import { useApi } from "../../../app/api/ApiContext";
import { callKey } from "../../../app/api/callKey";
import { useLocale, useT } from "../../../app/i18n/useT";
import { ChoiceList } from "../../../ui/ChoiceList";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";

function communityQuestionQuery(api: ApiClient, id: string, locale: Language) {
  return {
    queryKey: callKey("GET /api/guest/communityQuestions/:id", { params: { id }, query: { lang: locale } }),
    queryFn: () =>
      api.call("GET /api/guest/communityQuestions/:id", { params: { id }, query: { lang: locale } }),
  };
}

/**
 * COMMUNITY_QUESTION: the daily community question. An open question takes a text of 3 to 500
 * characters, one with choices takes one choice (several for select multiple); once sent, the card
 * says how many others answered, shows their answers or the results (a quiz's verdict first) and
 * links to the community. Completion data: `{ questionId, answersCount }`.
 */
export function CommunityQuestionTask({
  params,
  complete,
  submitted,
}: TaskProps<CommunityQuestionTaskParams>) {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<string[]>([]);
  const question = useQuery(communityQuestionQuery(api, params.questionId, locale));

  const send = useMutation({
    mutationFn: (body: CommunityAnswerBody) =>
      api.call("POST /api/patient/communityQuestions/:id/answers", {
        params: { id: params.questionId },
        body,
      }),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/guest/communityQuestions/:id", { params: { id: params.questionId } }),
      }),
  });

  if (question.isError) return <ErrorAlert error={question.error} />;
  if (question.isPending) {
    return (
      <p className="task__body" role="status">
        {t("community.question.loading")}
      </p>
    );
  }

  const { choices, type } = question.data;
  const many = allowsManyChoices(type);
  const answered = send.data;
  if (answered) {
    const labels = (choices ?? []).filter((c) => answered.choiceIds?.includes(c.id)).map((c) => c.label);
    return (
      <div className="task task--community">
        <p className="task__question">{question.data.text}</p>
        <p className="task__body">
          {t("community.question.yours", { answer: answered.answer ?? labels.join(", ") })}
        </p>
        <p className="task__body" role="status" data-testid="community-count">
          {t("community.question.others", { count: Math.max(0, answered.answersCount - 1) })}
        </p>
        <AllTexts wait>
          <AnswerOutcome
            question={{ id: answered.questionId, type, choices: choices ?? [] }}
            answer={{
              ...(answered.choiceIds ? { choiceIds: answered.choiceIds } : {}),
              ...(answered.correct !== undefined ? { correct: answered.correct } : {}),
              ...(answered.rightChoiceIds ? { rightChoiceIds: answered.rightChoiceIds } : {}),
            }}
            answersCount={answered.answersCount}
          />
        </AllTexts>
        <a className="btn btn--block" href="/app/patient/community">
          {t("community.question.seeCommunity")}
        </a>
        <DoneButton
          disabled={submitted}
          onClick={() =>
            complete({
              done: true,
              data: { questionId: answered.questionId, answersCount: answered.answersCount },
            })
          }
        />
      </div>
    );
  }

  const locked = submitted || send.isPending;
  const canSend = !locked && (choices ? picked.length > 0 : isValidCommunityAnswer(text));

  return (
    <div className="task task--community">
      {choices ? (
        <ChoiceList
          legend={question.data.text}
          choices={choices}
          multiple={many}
          picked={picked}
          onChange={setPicked}
          name={id}
          disabled={locked}
        />
      ) : (
        <>
          <p className="task__question" id={`${id}-question`}>
            {question.data.text}
          </p>
          <label className="field" htmlFor={`${id}-answer`}>
            <span className="field__label">{t("community.question.answer")}</span>
            <textarea
              id={`${id}-answer`}
              className="field__input"
              rows={3}
              maxLength={COMMUNITY_ANSWER_MAX_LENGTH}
              placeholder={t("community.question.placeholder")}
              aria-describedby={`${id}-question ${id}-length`}
              value={text}
              disabled={locked}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <p className="muted" id={`${id}-length`}>
            {t("community.question.length", {
              length: normalizeCommunityAnswer(text).length,
              max: COMMUNITY_ANSWER_MAX_LENGTH,
              min: COMMUNITY_ANSWER_MIN_LENGTH,
            })}
          </p>
        </>
      )}
      {send.isError && <ErrorAlert error={send.error} />}
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-primary-action=""
        data-testid="community-send"
        disabled={!canSend}
        onClick={() =>
          send.mutate(
            !choices
              ? { text: normalizeCommunityAnswer(text) }
              : many
                ? { choiceIds: picked }
                : { choiceId: picked[0]! },
          )
        }
      >
        {send.isPending ? t("community.question.sending") : t("community.question.send")}
      </button>
    </div>
  );
}
