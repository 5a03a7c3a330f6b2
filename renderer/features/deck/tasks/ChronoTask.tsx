import { useEffect, useId, useReducer } from "react";
import type { ChronoTaskParams } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import {
  elapsedMs,
  formatStopwatch,
  initialStopwatch,
  stopwatchReducer,
  CHRONO_TICK_MS,
} from "../../../ui/stopwatch";

/** A stopwatch (start, pause, reset) ticking every CHRONO_TICK_MS; done sends `{ elapsedMs }`. */
export function ChronoTask({ params, complete, submitted }: TaskProps<ChronoTaskParams>) {
  const t = useT();
  const labelId = useId();
  const [state, dispatch] = useReducer(stopwatchReducer, initialStopwatch);
  const running = state.status === "running";

  useEffect(() => {
    if (!running) return;
    // Elapsed time is read from the clock, not counted in ticks, so a throttled tab stays exact.
    const timer = setInterval(() => dispatch({ type: "tick", at: Date.now() }), CHRONO_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const elapsed = elapsedMs(state);
  const targetMs = params.targetSeconds ? params.targetSeconds * 1000 : null;

  function finish() {
    const at = Date.now();
    const final = elapsedMs(state.status === "running" ? { ...state, now: at } : state);
    dispatch({ type: "pause", at });
    complete({ done: true, data: { elapsedMs: Math.round(final) } });
  }

  return (
    <div className="task task--chrono">
      <div className="chrono">
        <span className="chrono__label" id={labelId}>
          {t("task.chrono.elapsed")}
        </span>
        <span className="chrono__display" role="timer" aria-labelledby={labelId} data-testid="chrono-display">
          {formatStopwatch(elapsed)}
        </span>
        {targetMs !== null && (
          <span className="chrono__target">
            {elapsed >= targetMs
              ? t("task.chrono.targetReached")
              : t("task.chrono.target", { time: formatStopwatch(targetMs) })}
          </span>
        )}
      </div>
      <div className="task__actions">
        {running ? (
          <button
            type="button"
            className="btn"
            disabled={submitted}
            onClick={() => dispatch({ type: "pause", at: Date.now() })}
          >
            {t("task.chrono.pause")}
          </button>
        ) : (
          <button
            type="button"
            className="btn"
            disabled={submitted}
            onClick={() => dispatch({ type: "start", at: Date.now() })}
          >
            {state.status === "paused" ? t("task.chrono.resume") : t("task.chrono.start")}
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost"
          disabled={submitted || state.status === "idle"}
          onClick={() => dispatch({ type: "reset" })}
        >
          {t("task.chrono.reset")}
        </button>
      </div>
      <DoneButton disabled={submitted || elapsed === 0} onClick={finish} />
    </div>
  );
}
