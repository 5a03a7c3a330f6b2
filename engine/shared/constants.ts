/** Cache and timing constants of docs/architecture.md, shared by server and renderer. */

/** The todo list is fresh for 1 hour… */
export const TODO_STALE_MS = 60 * 60 * 1000;
/** …and kept 5 minutes once unused. */
export const TODO_GC_MS = 5 * 60 * 1000;
/** The chrono task's stopwatch ticks every 100 ms. */
export const CHRONO_TICK_MS = 100;
