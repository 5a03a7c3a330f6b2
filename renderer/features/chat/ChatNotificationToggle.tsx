import { useId } from "react";

export interface ChatNotificationToggleProps {
  label: string;
  hint: string;
  value: boolean;
  pending?: boolean;
  onChange(value: boolean): void;
}

/** One side's notification toggle of a chat: on, the other side's new messages notify this side. */
export function ChatNotificationToggle({
  label,
  hint,
  value,
  pending = false,
  onChange,
}: ChatNotificationToggleProps) {
  const id = useId();
  return (
    <div className="chat-toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="chat-toggle__input"
        checked={value}
        disabled={pending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="chat-notification"
      />
      <label htmlFor={id} className="chat-toggle__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="chat-toggle__hint muted">
        {hint}
      </p>
    </div>
  );
}
