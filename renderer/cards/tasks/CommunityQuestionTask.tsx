import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommunityAnswerBody, CommunityQuestionTaskParams, Language } from "../../../card-schemas";
import {
  COMMUNITY_ANSWER_MAX_LENGTH,
  COMMUNITY_ANSWER_MIN_LENGTH,
  isValidCommunityAnswer,
  normalizeCommunityAnswer,
} from "../../../engine/communityQuestion";
import type { ApiClient } from "../../api/client";
import { useApi } from "../../api/ApiContext";
import { useLocale, useT } from "../../i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { DoneButton } from "../DoneButton";
import type { TaskProps } from "../types";

export const communityQuestionKey = (id: string, locale: Language) =>
  ["communityQuestion", id, locale] as const;

function communityQuestionQuery(api: ApiClient, id: string, locale: Language) {
  return {
    queryKey: communityQuestionKey(id, locale),
    queryFn: () =>
      api.call("GET /api/guest/communityQuestions/:id", { params: { id }, query: { lang: locale } }),
  };
}

/**
 * COMMUNITY_QUESTION: the daily community question. An open question takes a text of 3 to 500
 * characters, one with choices takes one choice; once sent, the card says how many others answered
 * and links to the community. Completion data: `{ questionId, answersCount }`.
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
  const [choiceId, setChoiceId] = useState("");
  const question = useQuery(communityQuestionQuery(api, params.questionId, locale));

  const send = useMutation({
    mutationFn: (body: CommunityAnswerBody) =>
      api.call("POST /api/patient/communityQuestions/:id/answers", {
        params: { id: params.questionId },
        body,
      }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: ["communityQuestion", params.questionId] }),
  });

  if (question.isError) return <ErrorAlert error={question.error} />;
  if (question.isPending) {
    return (
      <p className="task__body" role="status">
        {t("community.question.loading")}
      </p>
    );
  }

  const { choices } = question.data;
  const answered = send.data;
  if (answered) {
    const choice = choices?.find((c) => c.id === answered.answer);
    return (
      <div className="task task--community">
        <p className="task__question">{question.data.text}</p>
        <p className="task__body">
          {t("community.question.yours", { answer: choice?.label ?? answered.answer })}
        </p>
        <p className="task__body" role="status" data-testid="community-others">
          {t("community.question.others", { count: Math.max(0, answered.answersCount - 1) })}
        </p>
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
  const canSend = !locked && (choices ? choiceId !== "" : isValidCommunityAnswer(text));

  return (
    <div className="task task--community">
      {choices ? (
        <fieldset className="choices" disabled={locked}>
          <legend className="choices__legend">{question.data.text}</legend>
          {choices.map((choice) => (
            <label key={choice.id} className="choice" data-testid="choice">
              <input
                type="radio"
                name={id}
                value={choice.id}
                checked={choiceId === choice.id}
                onChange={() => setChoiceId(choice.id)}
              />
              <span className="choice__label">{choice.label}</span>
            </label>
          ))}
        </fieldset>
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
        onClick={() => send.mutate(choices ? { choiceId } : { text: normalizeCommunityAnswer(text) })}
      >
        {send.isPending ? t("community.question.sending") : t("community.question.send")}
      </button>
    </div>
  );
}
