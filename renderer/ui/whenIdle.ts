/**
 * Runs `callback` when the browser is idle (requestIdleCallback), at the latest after `timeoutMs`;
 * where the browser has no idle callback (Safari before 18, jsdom), after a short timer. Returns
 * what cancels it. Work a screen does not need to answer its first taps waits here, so it never
 * lengthens the tasks that draw and hydrate that screen (Lighthouse's blocking time).
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const cancel = cancelIdleCallback;
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancel(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
}
