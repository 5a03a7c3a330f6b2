import { useId, useState, type FormEvent } from "react";
import { canSendChatMessage, chatMessageCount } from "../../../engine/chat/authorChat";

export interface ChatComposerLabels {
  label: string;
  placeholder: string;
  /** The counter's text for a length (e.g. "12/1000"). */
  counter: (length: number, max: number) => string;
  tooLong: string;
  send: string;
}

export interface ChatComposerProps {
  labels: ChatComposerLabels;
  /** Sends the text; resolves once sent, so the box empties only then. */
  onSend(message: string): Promise<unknown>;
  disabled?: boolean;
}

/**
 * The chat's message box (docs/features/chat.md): a counter length/1000 that turns red past 1000, where the
 * send button is refused.
 */
export function ChatComposer({ labels, onSend, disabled = false }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const count = chatMessageCount(text);
  const sendable = canSendChatMessage(text) && !disabled;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!sendable) return;
    onSend(text.trim()).then(
      () => setText(""),
      () => undefined,
    );
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor={id} className="chat-composer__label">
        {labels.label}
      </label>
      <textarea
        id={id}
        className="chat-composer__input"
        rows={3}
        value={text}
        placeholder={labels.placeholder}
        aria-describedby={`${id}-counter`}
        aria-invalid={count.over}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="chat-composer__footer">
        <span
          id={`${id}-counter`}
          className={`chat-counter${count.over ? " chat-counter--over" : ""}`}
          data-testid="chat-counter"
          data-over={count.over}
        >
          {labels.counter(count.length, count.max)}
          {count.over && <span> {labels.tooLong}</span>}
        </span>
        <button type="submit" className="btn btn--primary" disabled={!sendable}>
          {labels.send}
        </button>
      </div>
    </form>
  );
}
