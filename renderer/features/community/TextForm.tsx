import { useId, useState, type FormEvent, type ReactNode } from "react";
import { ErrorAlert } from "../../ui/ErrorAlert";

export interface TextFormProps {
  label: string;
  submitLabel: string;
  maxLength: number;
  rows?: number;
  /** An empty text may be sent (an optional reason); else the button waits for one. */
  optional?: boolean;
  pending: boolean;
  /** A refusal to show under the button, if any. */
  error?: unknown;
  /** Called with the trimmed text; `clear` empties the field (once the server took it). */
  onSubmit: (text: string, clear: () => void) => void;
  /** More actions beside the button (a cancel). */
  children?: ReactNode;
}

/**
 * The community's text form: a labelled field, its button and the refusal, if any. The message
 * form (MessageForm.tsx) and the report form (ReportForm.tsx) are both this form.
 */
export function TextForm({
  label,
  submitLabel,
  maxLength,
  rows = 4,
  optional = false,
  pending,
  error,
  onSubmit,
  children,
}: TextFormProps) {
  const [text, setText] = useState("");
  const fieldId = useId();
  const empty = text.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (empty && !optional) return;
    onSubmit(text.trim(), () => setText(""));
  }

  return (
    <form onSubmit={submit} className="community-form">
      <label htmlFor={fieldId} className="field__label">
        {label}
      </label>
      <textarea
        id={fieldId}
        className="field__input"
        rows={rows}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="community-form__actions">
        <button type="submit" className="btn btn--primary" disabled={pending || (empty && !optional)}>
          {submitLabel}
        </button>
        {children}
      </div>
      {error !== undefined && error !== null && <ErrorAlert error={error} />}
    </form>
  );
}
