import { useEffect, useId, useReducer } from "react";
import type { TimerBlock as TimerBlockData } from "../../../card-schemas";
import { elapsedMs, formatStopwatch, initialStopwatch, stopwatchReducer, CHRONO_TICK_MS } from "../stopwatch";
import { useT } from "../../app/i18n/useT";
import { useBlockForm } from "./blockForm";
import type { BlockProps } from "./types";

/**
 * A countdown from `seconds` (stopping at zero) or a stopwatch with `seconds` as its goal. The
 * elapsed milliseconds go into the completion data under the block's id whenever it stops.
 */
export function TimerBlock({ block }: BlockProps<TimerBlockData>) {
  const t = useT();
  const form = useBlockForm();
  const labelId = useId();
  const [state, dispatch] = useReducer(stopwatchReducer, initialStopwatch);
  const goalMs = block.seconds * 1000;
  const countdown = block.mode !== "stopwatch";
  const running = state.status === "running";
  const elapsed = Math.min(elapsedMs(state), countdown ? goalMs : Infinity);
  const { setValue } = form;
  const id = block.id;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: "tick", at: Date.now() }), CHRONO_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (countdown && running && elapsed >= goalMs) dispatch({ type: "pause", at: Date.now() });
  }, [countdown, running, elapsed, goalMs]);

  useEffect(() => {
    if (state.status === "paused")
      setValue(id, Math.round(Math.min(state.accumulatedMs, countdown ? goalMs : Infinity)));
    if (state.status === "idle") setValue(id, undefined);
  }, [state, setValue, id, countdown, goalMs]);

  if (typeof block.id !== "string" || !(block.seconds > 0))
    throw new Error("timer block without id or seconds");
  const finished = countdown && elapsed >= goalMs;
  return (
    <div className="block block--timer chrono">
      <span className="chrono__label" id={labelId}>
        {t("task.chrono.elapsed")}
      </span>
      <span
        className="chrono__display"
        role="timer"
        aria-labelledby={labelId}
        data-testid={`block-timer-${block.id}`}
      >
        {formatStopwatch(countdown ? goalMs - elapsed : elapsed)}
      </span>
      {!countdown && (
        <span className="chrono__target">
          {elapsed >= goalMs
            ? t("task.chrono.targetReached")
            : t("task.chrono.target", { time: formatStopwatch(goalMs) })}
        </span>
      )}
      <div className="task__actions">
        {running ? (
          <button
            type="button"
            className="btn"
            disabled={form.disabled}
            onClick={() => dispatch({ type: "pause", at: Date.now() })}
          >
            {t("task.chrono.pause")}
          </button>
        ) : (
          <button
            type="button"
            className="btn"
            disabled={form.disabled || finished}
            onClick={() => dispatch({ type: "start", at: Date.now() })}
          >
            {state.status === "paused" ? t("task.chrono.resume") : t("task.chrono.start")}
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost"
          disabled={form.disabled || state.status === "idle"}
          onClick={() => dispatch({ type: "reset" })}
        >
          {t("task.chrono.reset")}
        </button>
      </div>
    </div>
  );
}
