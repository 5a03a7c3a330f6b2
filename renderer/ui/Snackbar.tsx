import { useCallback, useEffect, useRef, useState } from "react";
import "./snackbar.css";

export type SnackbarVariant = "success" | "error";

interface Message {
  text: string;
  variant: SnackbarVariant;
  /** A new id for each message, so the same text shown twice restarts its timer. */
  id: number;
}

/** How long a confirmation stays; errors stay until the next message. */
export const SNACKBAR_SUCCESS_MS = 3000;

/**
 * A short message under a card: a confirmation (docs/architecture.md `snackbar.saved`) that fades after a
 * few seconds, or an error that stays. Returns the element to place and the function that shows one.
 */
export function useSnackbar() {
  const [message, setMessage] = useState<Message | null>(null);
  const ids = useRef(0);
  const show = useCallback((text: string, variant: SnackbarVariant) => {
    ids.current += 1;
    setMessage({ text, variant, id: ids.current });
  }, []);

  useEffect(() => {
    if (message?.variant !== "success") return;
    const timer = setTimeout(() => setMessage(null), SNACKBAR_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const element = message ? (
    <p
      key={message.id}
      className={`snackbar snackbar--${message.variant}`}
      role={message.variant === "error" ? "alert" : "status"}
      data-testid="snackbar"
    >
      {message.text}
    </p>
  ) : null;
  return { snackbar: element, show };
}
