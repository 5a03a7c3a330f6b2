/** The Prioritized Task Scheduling API where the browser has it (Chromium 129+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, after the browser has had its turn (input, painting, the
 * network's answers): the boot awaits it between its steps so that none of them, added to the
 * others, makes one long task. `scheduler.yield` resumes ahead of other queued work; elsewhere a
 * zero timer does.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
