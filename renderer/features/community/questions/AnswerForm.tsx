import { useId, useState } from "react";
import type { CommunityAnswerView, CommunityQuestionSummary } from "../../../../card-schemas";
import {
  COMMUNITY_ANSWER_MAX_LENGTH,
  isValidCommunityAnswer,
  normalizeCommunityAnswer,
} from "../../../../engine/community/communityQuestion";
import { allowsManyChoices } from "../../../../engine/community/questionOutcome";
import { useT } from "../../../app/i18n/useT";
import { ChoiceList } from "../../../ui/ChoiceList";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useAnswerQuestion } from "./queries";
import "../../../cards/cards.css";

export type AnswerableQuestion = Pick<CommunityQuestionSummary, "id" | "text" | "type" | "choices">;

interface AnswerFormProps {
  question: AnswerableQuestion;
  onAnswered: (answer: CommunityAnswerView) => void;
  disabled?: boolean;
}

/**
 * Answers a community question (docs/features/community.md): an open one with a text (send disabled under 3
 * characters), a select-one or quiz one with one option, a select-multiple one with one or more
 * (send disabled while nothing is selected).
 */
export function AnswerForm({ question, onAnswered, disabled = false }: AnswerFormProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<string[]>([]);
  const send = useAnswerQuestion(question.id);
  const many = allowsManyChoices(question.type);
  const locked = disabled || send.isPending;
  const canSend = !locked && (question.type === "open" ? isValidCommunityAnswer(text) : picked.length > 0);

  function submit() {
    const body =
      question.type === "open"
        ? { text: normalizeCommunityAnswer(text) }
        : many
          ? { choiceIds: picked }
          : { choiceId: picked[0]! };
    send.mutate(body, { onSuccess: onAnswered });
  }

  return (
    <form
      className="question-answer"
      data-testid="answer-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) submit();
      }}
    >
      {question.type === "open" ? (
        <>
          <p className="task__question" id={`${id}-question`}>
            {question.text}
          </p>
          <label className="field" htmlFor={`${id}-answer`}>
            <span className="field__label">{t("communityQuestions.answer.label")}</span>
            <textarea
              id={`${id}-answer`}
              className="field__input"
              rows={3}
              maxLength={COMMUNITY_ANSWER_MAX_LENGTH}
              aria-describedby={`${id}-question`}
              value={text}
              disabled={locked}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
        </>
      ) : (
        <ChoiceList
          legend={question.text}
          hint={many && <p className="muted">{t("communityQuestions.answer.many")}</p>}
          choices={question.choices}
          multiple={many}
          picked={picked}
          onChange={setPicked}
          name={id}
          disabled={locked}
        />
      )}
      {send.isError && <ErrorAlert error={send.error} />}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        data-testid="community-send"
        disabled={!canSend}
      >
        {send.isPending ? t("communityQuestions.answer.sending") : t("communityQuestions.answer.send")}
      </button>
    </form>
  );
}
