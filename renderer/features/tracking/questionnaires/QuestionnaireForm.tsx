import { useState, type FormEvent } from "react";
import type { LocalizedQuestionnaire, QuestionnaireAnswers } from "../../../../card-schemas";
import {
  QUESTIONNAIRE_SCALE_MAX,
  QUESTIONNAIRE_TEXT_MAX,
  answerIssues,
  type QuestionnaireAnswer,
} from "../../../../engine/tracking/questionnaireRules";
import { useT } from "../../../app/i18n/useT";

type Question = LocalizedQuestionnaire["questions"][number];

function QuestionField({
  question,
  value,
  onChange,
  disabled,
}: {
  question: Question;
  value: QuestionnaireAnswer | undefined;
  onChange: (value: QuestionnaireAnswer | undefined) => void;
  disabled: boolean;
}) {
  const t = useT();
  const name = `q-${question.id}`;
  const legend = (
    <legend className="questionnaire__label">
      {question.label}
      {!question.required && <span className="muted"> {t("questionnaire.optional")}</span>}
    </legend>
  );
  switch (question.answerType) {
    case "single":
    case "multiple": {
      const multiple = question.answerType === "multiple";
      const picked = new Set(Array.isArray(value) ? value : typeof value === "string" ? [value] : []);
      return (
        <fieldset className="questionnaire__question">
          {legend}
          {(question.options ?? []).map((option) => (
            <label key={option.id} className="questionnaire__option">
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={option.id}
                checked={picked.has(option.id)}
                disabled={disabled}
                onChange={() => {
                  if (!multiple) return onChange(option.id);
                  const next = new Set(picked);
                  if (next.has(option.id)) next.delete(option.id);
                  else next.add(option.id);
                  const ids = (question.options ?? []).map((o) => o.id).filter((id) => next.has(id));
                  onChange(ids.length > 0 ? ids : undefined);
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      );
    }
    case "scale":
      return (
        <fieldset className="questionnaire__question">
          {legend}
          <div className="questionnaire__scale">
            {Array.from({ length: QUESTIONNAIRE_SCALE_MAX + 1 }, (_, n) => (
              <label
                key={n}
                className={value === n ? "questionnaire__step is-picked" : "questionnaire__step"}
              >
                <input
                  type="radio"
                  name={name}
                  value={n}
                  checked={value === n}
                  disabled={disabled}
                  onChange={() => onChange(n)}
                />
                {n}
              </label>
            ))}
          </div>
          {(question.minLabel || question.maxLabel) && (
            <p className="questionnaire__ends muted">
              <span>0: {question.minLabel}</span>
              <span>
                {QUESTIONNAIRE_SCALE_MAX}: {question.maxLabel}
              </span>
            </p>
          )}
        </fieldset>
      );
    case "number":
      return (
        <fieldset className="questionnaire__question">
          {legend}
          <input
            type="number"
            className="field__input"
            aria-label={question.label}
            min={question.min}
            max={question.max}
            step="any"
            disabled={disabled}
            value={typeof value === "number" ? value : ""}
            onChange={(event) => {
              const text = event.target.value;
              onChange(text === "" || Number.isNaN(Number(text)) ? undefined : Number(text));
            }}
          />
        </fieldset>
      );
    case "text":
      return (
        <fieldset className="questionnaire__question">
          {legend}
          <textarea
            className="field__input"
            aria-label={question.label}
            rows={3}
            maxLength={QUESTIONNAIRE_TEXT_MAX}
            disabled={disabled}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
          />
        </fieldset>
      );
  }
}

/**
 * Our own questionnaire form: every question of the content by its answer type. Send stays
 * disabled until the answers pass the same checks as the server's.
 */
export function QuestionnaireForm({
  questionnaire,
  busy,
  onSubmit,
}: {
  questionnaire: LocalizedQuestionnaire;
  busy: boolean;
  onSubmit: (answers: QuestionnaireAnswers) => void;
}) {
  const t = useT();
  const [answers, setAnswers] = useState<QuestionnaireAnswers>({});
  const complete = answerIssues(questionnaire.questions, answers).length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onSubmit(answers);
  };
  return (
    <form className="questionnaire__form" onSubmit={submit} noValidate>
      {questionnaire.description && <p className="questionnaire__intro">{questionnaire.description}</p>}
      {questionnaire.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id]}
          disabled={busy}
          onChange={(value) =>
            setAnswers((current) => {
              const next = { ...current };
              if (value === undefined) delete next[question.id];
              else next[question.id] = value;
              return next;
            })
          }
        />
      ))}
      {!complete && <p className="muted">{t("questionnaire.answerAll")}</p>}
      <button type="submit" className="btn btn--primary btn--block" disabled={!complete || busy}>
        {busy ? t("questionnaire.sending") : t("questionnaire.send")}
      </button>
    </form>
  );
}
