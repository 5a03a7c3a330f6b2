/** The stopwatch of the CHRONO task as a reducer over small actions; instants come in as `at`. */
export type StopwatchState =
  | { status: "idle" }
  | { status: "running"; accumulatedMs: number; startedAt: number; now: number }
  | { status: "paused"; accumulatedMs: number };

export type StopwatchAction =
  | { type: "start"; at: number }
  | { type: "tick"; at: number }
  | { type: "pause"; at: number }
  | { type: "reset" };

/** The stopwatch ticks every 100 ms. */
export const CHRONO_TICK_MS = 100;

export const initialStopwatch: StopwatchState = { status: "idle" };

export function elapsedMs(state: StopwatchState): number {
  switch (state.status) {
    case "idle":
      return 0;
    case "running":
      return state.accumulatedMs + Math.max(0, state.now - state.startedAt);
    case "paused":
      return state.accumulatedMs;
  }
}

export function stopwatchReducer(state: StopwatchState, action: StopwatchAction): StopwatchState {
  switch (action.type) {
    case "start":
      if (state.status === "running") return state;
      return { status: "running", accumulatedMs: elapsedMs(state), startedAt: action.at, now: action.at };
    case "tick":
      return state.status === "running" ? { ...state, now: action.at } : state;
    case "pause":
      if (state.status !== "running") return state;
      return { status: "paused", accumulatedMs: elapsedMs({ ...state, now: action.at }) };
    case "reset":
      return initialStopwatch;
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `mm:ss.t` — minutes, seconds and tenths, as the CHRONO card shows them. */
export function formatStopwatch(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor(tenths / 10) % 60;
  return `${pad(minutes)}:${pad(seconds)}.${tenths % 10}`;
}
