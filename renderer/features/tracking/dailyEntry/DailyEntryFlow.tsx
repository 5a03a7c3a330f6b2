import { createElement, useReducer, useRef } from "react";
import type { LocalizedDataValue } from "../../../../card-schemas";
import {
  currentEntry,
  dailyEntryReducer,
  isDailyEntryDone,
  startDailyEntry,
} from "../../../../engine/tracking/dailyEntryFlow";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useT } from "../../../app/i18n/useT";
import { useSnackbar } from "../../../ui/Snackbar";
import { useSaveDailyActivity } from "../useSaveDailyActivity";
import type { Complete } from "../../../cards/types";
import { entryInputs, hasEntryInput } from "./entryInputs";

export interface DailyEntryFlowProps {
  /** The catalogue, in the patient's language. */
  values: readonly LocalizedDataValue[];
  /** Keys of the values already answered on `date`. */
  answered: readonly string[];
  /** Keys of the values the patient tracks (their goals'): the only ones asked. */
  tracked: readonly string[];
  date: string;
  complete: Complete;
}

/**
 * docs/features/tracking.md: one question per eligible value not answered today, each answer
 * saved at once (`snackbar.saved`), then all done with reset and send. Send completes the card.
 */
export function DailyEntryFlow({ values, answered, tracked, date, complete }: DailyEntryFlowProps) {
  const t = useT();
  const describe = useErrorMessage();
  const { snackbar, show } = useSnackbar();
  const save = useSaveDailyActivity();
  const sent = useRef(false);
  const asked = values.filter((value) => hasEntryInput(value.type));
  const [state, dispatch] = useReducer(dailyEntryReducer, undefined, () =>
    startDailyEntry(asked, answered, tracked),
  );
  const key = currentEntry(state);
  const current = asked.find((value) => value.value === key);

  function answer(value: LocalizedDataValue, intensity: number, data?: Record<string, unknown>) {
    save.mutate(
      { value: value.value, date, intensity, ...(data ? { data } : {}) },
      {
        onSuccess: () => {
          dispatch({ type: "answer", value: value.value });
          show(t("snackbar.saved"), "success");
        },
        onError: (error) => show(describe(error).text, "error"),
      },
    );
  }

  if (isDailyEntryDone(state) || !current) {
    return (
      <div className="entry" data-testid="daily-entry-done">
        <h3 className="entry__question">{t("dailyEntry.allDone.title")}</h3>
        <p className="muted">{t("dailyEntry.allDone.body", { count: state.answered.length })}</p>
        <div className="task__actions">
          {state.order.length > 0 && (
            <button type="button" className="btn" onClick={() => dispatch({ type: "reset" })}>
              {t("dailyEntry.reset")}
            </button>
          )}
          <button
            type="button"
            className="btn btn--primary"
            data-primary-action=""
            data-testid="card-done"
            disabled={sent.current}
            onClick={() => {
              if (sent.current) return;
              sent.current = true;
              complete({ done: true, data: { answered: [...state.answered] } });
            }}
          >
            {t("dailyEntry.send")}
          </button>
        </div>
        {snackbar}
      </div>
    );
  }

  const Input = entryInputs[current.type];
  return (
    <div className="entry">
      <p className="entry__progress">
        {t("dailyEntry.progress", { done: state.answered.length, total: state.order.length })}
      </p>
      <h3 className="entry__question" id={`entry-${current.value}`}>
        {current.label.question}
      </h3>
      {Input &&
        createElement(Input, {
          key: current.value,
          dataValue: current,
          date,
          busy: save.isPending,
          onAnswer: (intensity, data) => answer(current, intensity, data),
          onError: (message) => show(message, "error"),
        })}
      {/* Any value can be left for later, the last one too: the entry can always be sent. */}
      <button
        type="button"
        className="btn btn--ghost"
        disabled={save.isPending}
        onClick={() => dispatch({ type: "next" })}
      >
        {t("dailyEntry.skip")}
      </button>
      {snackbar}
    </div>
  );
}
