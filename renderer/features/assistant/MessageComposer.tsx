import { useId, useState, type FormEvent } from "react";
import { ASSISTANT_MESSAGE_MAX_LENGTH, messageLengthState } from "../../../engine/assistant/assistantTokens";
import { useT } from "../../app/i18n/useT";

export interface MessageComposerProps {
  onSend(message: string): void;
  disabled?: boolean;
}

/** The message box: a length/1000 counter that turns red near and over the limit (docs/features/assistant.md). */
export function MessageComposer({ onSend, disabled = false }: MessageComposerProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const state = messageLengthState(text.length);
  const blank = text.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || state === "over" || disabled) return;
    onSend(text.trim());
    setText("");
  }

  return (
    <form className="assistant-composer" onSubmit={submit}>
      <label htmlFor={id} className="assistant-composer__label">
        {t("assistant.composer.label")}
      </label>
      <textarea
        id={id}
        className="assistant-composer__input"
        rows={3}
        value={text}
        placeholder={t("assistant.composer.placeholder")}
        aria-describedby={`${id}-counter`}
        aria-invalid={state === "over"}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="assistant-composer__footer">
        <span
          id={`${id}-counter`}
          className={`assistant-counter assistant-counter--${state}`}
          data-testid="assistant-counter"
          data-state={state}
        >
          {t("assistant.composer.counter", { length: text.length, max: ASSISTANT_MESSAGE_MAX_LENGTH })}
          {state === "over" && (
            <span className="assistant-counter__hint"> {t("assistant.composer.tooLong")}</span>
          )}
        </span>
        <button type="submit" className="btn btn--primary" disabled={blank || state === "over" || disabled}>
          {t("assistant.composer.send")}
        </button>
      </div>
    </form>
  );
}
