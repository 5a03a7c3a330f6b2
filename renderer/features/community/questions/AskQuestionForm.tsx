import { useId, useState } from "react";
import type { CommunityQuestionType, Language } from "../../../../card-schemas";
import {
  COMMUNITY_OPTION_MAX_LENGTH,
  COMMUNITY_QUESTION_MAX_LENGTH,
  COMMUNITY_QUESTION_MAX_OPTIONS,
  COMMUNITY_QUESTION_REWARD,
  COMMUNITY_QUESTION_TYPES,
  communityGroupName,
  isChoiceQuestion,
  questionDraftProblems,
} from "../../../../engine/community/questionDraft";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useAskQuestion } from "./queries";

interface Option {
  key: number;
  text: string;
  rightAnswer: boolean;
}

interface AskQuestionFormProps {
  communityName: string;
  language: Language;
}

/**
 * "Ask a question" (docs/features/community.md): the type first, then the text (longer than 5 characters) and,
 * for the choice types, options added by text, none empty, each removable (a quiz marks its right
 * ones). The reward shown is 100; once sent, the question waits for moderation.
 */
export function AskQuestionForm({ communityName, language }: AskQuestionFormProps) {
  const t = useT();
  const id = useId();
  const ask = useAskQuestion();
  const [type, setType] = useState<CommunityQuestionType | null>(null);
  const [question, setQuestion] = useState("");
  const [options, setOptions] = useState<Option[]>([]);
  const [draft, setDraft] = useState("");
  const [nextKey, setNextKey] = useState(0);

  if (ask.isSuccess) {
    return (
      <div className="notice" role="status" data-testid="question-waiting">
        <p>{t("communityQuestions.ask.waiting")}</p>
        <button type="button" className="btn btn--block" onClick={() => reset()}>
          {t("communityQuestions.ask.another")}
        </button>
      </div>
    );
  }

  function reset() {
    ask.reset();
    setType(null);
    setQuestion("");
    setOptions([]);
    setDraft("");
  }

  function addOption() {
    if (draft.trim() === "" || options.length >= COMMUNITY_QUESTION_MAX_OPTIONS) return;
    setOptions((now) => [...now, { key: nextKey, text: draft.trim(), rightAnswer: false }]);
    setNextKey((key) => key + 1);
    setDraft("");
  }

  const body = type && {
    question,
    groupName: communityGroupName(communityName, language),
    type,
    ...(isChoiceQuestion(type)
      ? {
          options: options.map((option) =>
            type === "quiz" ? { text: option.text, rightAnswer: option.rightAnswer } : { text: option.text },
          ),
        }
      : {}),
  };
  const ready = body !== null && questionDraftProblems(body).length === 0;

  return (
    <form
      className="ask-question"
      data-testid="ask-question"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (body && ready) ask.mutate(body);
      }}
    >
      <h2 className="section__title" id={`${id}-title`}>
        {t("communityQuestions.ask.title")}
      </h2>
      <p className="ask-question__reward" data-testid="question-reward">
        {t("communityQuestions.ask.reward", { reward: COMMUNITY_QUESTION_REWARD })}
      </p>
      <fieldset className="choices">
        <legend className="choices__legend">{t("communityQuestions.ask.type")}</legend>
        {COMMUNITY_QUESTION_TYPES.map((kind) => (
          <label key={kind} className="choice">
            <input
              type="radio"
              name={`${id}-type`}
              value={kind}
              checked={type === kind}
              onChange={() => setType(kind)}
            />
            <span className="choice__label">{t(`communityQuestions.type.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      {type && (
        <>
          <label className="field" htmlFor={`${id}-question`}>
            <span className="field__label">{t("communityQuestions.ask.question")}</span>
            <textarea
              id={`${id}-question`}
              className="field__input"
              rows={2}
              maxLength={COMMUNITY_QUESTION_MAX_LENGTH}
              aria-describedby={`${id}-hint`}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
            />
          </label>
          <p className="muted" id={`${id}-hint`}>
            {t("communityQuestions.ask.hint")}
          </p>
          {isChoiceQuestion(type) && (
            <div className="ask-question__options">
              <ul className="ask-question__list" aria-label={t("communityQuestions.ask.options")}>
                {options.map((option, index) => (
                  <li key={option.key} className="ask-question__option" data-testid="question-option">
                    <span className="ask-question__option-text">{option.text}</span>
                    {type === "quiz" && (
                      <label className="ask-question__right">
                        <input
                          type="checkbox"
                          checked={option.rightAnswer}
                          onChange={() =>
                            setOptions((now) =>
                              now.map((o) =>
                                o.key === option.key ? { ...o, rightAnswer: !o.rightAnswer } : o,
                              ),
                            )
                          }
                        />
                        {t("communityQuestions.ask.rightAnswer", { index: index + 1 })}
                      </label>
                    )}
                    <button
                      type="button"
                      className="btn"
                      onClick={() => setOptions((now) => now.filter((o) => o.key !== option.key))}
                    >
                      {t("communityQuestions.ask.remove", { option: option.text })}
                    </button>
                  </li>
                ))}
              </ul>
              <label className="field" htmlFor={`${id}-option`}>
                <span className="field__label">{t("communityQuestions.ask.option")}</span>
                <input
                  id={`${id}-option`}
                  className="field__input"
                  maxLength={COMMUNITY_OPTION_MAX_LENGTH}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      addOption();
                    }
                  }}
                />
              </label>
              <button
                type="button"
                className="btn btn--block"
                data-testid="add-option"
                disabled={draft.trim() === "" || options.length >= COMMUNITY_QUESTION_MAX_OPTIONS}
                onClick={addOption}
              >
                {t("communityQuestions.ask.add")}
              </button>
            </div>
          )}
        </>
      )}
      {ask.isError && <ErrorAlert error={ask.error} />}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        data-testid="ask-send"
        disabled={!ready || ask.isPending}
      >
        {t("communityQuestions.ask.send")}
      </button>
    </form>
  );
}
