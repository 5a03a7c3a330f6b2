/** What was going on when an error was reported (card id and type, source, …). */
export type ErrorContext = Record<string, unknown>;
export type ErrorListener = (error: unknown, context: ErrorContext) => void;

const listeners = new Set<ErrorListener>();

/**
 * The one sink for errors the UI recovers from (a card that fails to render, a broken message).
 * They are logged and handed to every listener — a monitoring adapter, or a test — so recovering
 * never means swallowing.
 */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  console.error("[outchi]", error, context);
  for (const listener of listeners) listener(error, context);
}

/** Subscribes to reported errors; returns the unsubscribe function. */
export function onReportedError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
