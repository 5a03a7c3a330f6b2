import { useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CommunityAnswerBody,
  CommunityAnswerView,
  CommunityMyAnswer,
  CommunityQuestionSummary,
  CommunityQuestionTaskParams,
} from "../../../../card-schemas";
import {
  COMMUNITY_ANSWER_MAX_LENGTH,
  COMMUNITY_ANSWER_MIN_LENGTH,
  isValidCommunityAnswer,
  normalizeCommunityAnswer,
} from "../../../../engine/community/communityQuestion";
import { allowsManyChoices } from "../../../../engine/community/questionOutcome";
import { AnswerOutcome } from "../questions/AnswerOutcome";
import { communityQuestionQuery, useAnswerQuestion } from "../questions/queries";
import "../questions/communityQuestions.css";
import { AllTexts } from "../../../app/i18n/AllTexts";
import { useApi } from "../../../app/api/ApiContext";
import { ApiError } from "../../../app/api/ApiError";
import { useT } from "../../../app/i18n/useT";
import { ChoiceList } from "../../../ui/ChoiceList";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";

/** The patient's answer as the question reads it back, from the answer the server just recorded. */
function myAnswerOf(sent: CommunityAnswerView): CommunityMyAnswer {
  return {
    ...(sent.answer !== undefined ? { text: sent.answer } : {}),
    ...(sent.status ? { status: sent.status } : {}),
    ...(sent.choiceIds ? { choiceIds: sent.choiceIds } : {}),
    ...(sent.correct !== undefined ? { correct: sent.correct } : {}),
    ...(sent.rightChoiceIds ? { rightChoiceIds: sent.rightChoiceIds } : {}),
  };
}

/** The card once answered, now or on an earlier opening: the answer, what the others said, done. */
function AnsweredQuestion({
  question,
  answer,
  answersCount,
  complete,
  submitted,
}: {
  question: CommunityQuestionSummary;
  answer: CommunityMyAnswer;
  answersCount: number;
} & Pick<TaskProps<unknown>, "complete" | "submitted">) {
  const t = useT();
  const others = Math.max(0, answersCount - 1);
  const picked = question.choices.filter((c) => answer.choiceIds?.includes(c.id)).map((c) => c.label);
  return (
    <div className="task task--community">
      <p className="task__question">{question.text}</p>
      {/* An open answer is repeated by AnswerOutcome; a choice only marked on the chart. */}
      {picked.length > 0 && (
        <p className="task__body">{t("community.question.yours", { answer: picked.join(", ") })}</p>
      )}
      {/* With nobody else yet, an open question's list of answers already says so. */}
      {(others > 0 || question.type !== "open") && (
        <p className="task__body" role="status" data-testid="community-count">
          {t("community.question.others", { count: others })}
        </p>
      )}
      <AllTexts wait>
        <AnswerOutcome question={question} answer={answer} answersCount={answersCount} />
      </AllTexts>
      <a className="btn btn--block" href="/app/patient/community">
        {t("community.question.seeCommunity")}
      </a>
      <DoneButton
        disabled={submitted}
        onClick={() => complete({ done: true, data: { questionId: question.id, answersCount } })}
      />
    </div>
  );
}

/**
 * COMMUNITY_QUESTION: the daily community question. An open question takes a text of 3 to 500
 * characters, one with choices takes one choice (several for select multiple). A patient answers
 * once: reopened, the card shows their answer, how many others answered and their answers or the
 * results (a quiz's verdict first), and links to the community. Completion data:
 * `{ questionId, answersCount }`.
 */
export function CommunityQuestionTask({
  params,
  complete,
  submitted,
}: TaskProps<CommunityQuestionTaskParams>) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<string[]>([]);
  const query = communityQuestionQuery(api, params.questionId);
  const question = useQuery(query);
  const send = useAnswerQuestion(params.questionId);

  if (question.isError) return <ErrorAlert error={question.error} />;
  if (question.isPending) {
    return (
      <p className="task__body" role="status">
        {t("community.question.loading")}
      </p>
    );
  }

  const sent = send.data;
  const answer = sent ? myAnswerOf(sent) : question.data.myAnswer;
  if (answer) {
    return (
      <AnsweredQuestion
        question={question.data}
        answer={answer}
        answersCount={sent?.answersCount ?? question.data.answersCount}
        complete={complete}
        submitted={submitted}
      />
    );
  }

  const { choices, type } = question.data;
  const hasChoices = type !== "open";
  const many = allowsManyChoices(type);
  const locked = submitted || send.isPending;
  const canSend = !locked && (hasChoices ? picked.length > 0 : isValidCommunityAnswer(text));

  function submit() {
    const body: CommunityAnswerBody = !hasChoices
      ? { text: normalizeCommunityAnswer(text) }
      : many
        ? { choiceIds: picked }
        : { choiceId: picked[0]! };
    send.mutate(body, {
      onError: (error) => {
        // Answered meanwhile elsewhere: the question is read again and shows that answer.
        if (error instanceof ApiError && error.code === "ALREADY_ANSWERED") {
          void queryClient.invalidateQueries({ queryKey: query.queryKey });
        }
      },
    });
  }

  return (
    <div className="task task--community">
      {hasChoices ? (
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
      <DoneButton
        testId="community-send"
        disabled={!canSend}
        onClick={submit}
        label={send.isPending ? t("community.question.sending") : t("community.question.send")}
      />
    </div>
  );
}
