import { useState } from "react";
import type { DailyActivityView, HydrationTaskParams, LocalizedDataValue } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { TrackedValueGate } from "../TrackedValueGate";
import { useRecordAndComplete } from "../useRecordAndComplete";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import { enteredToday } from "./WalkTask";
import "../tracking.css";
import { usePatientToday } from "../../../app/session/today";

export const DEFAULT_TARGET_GLASSES = 8;

function HydrationForm({
  params,
  dataValue,
  entry,
  date,
  complete,
  submitted,
}: TaskProps<HydrationTaskParams> & {
  dataValue: LocalizedDataValue;
  entry?: DailyActivityView;
  date: string;
}) {
  const t = useT();
  // Glasses drunk earlier today are already counted: the patient adds to them.
  const [glasses, setGlasses] = useState(() => Math.round(enteredToday(dataValue, entry)));
  const { record, busy, error } = useRecordAndComplete(complete);
  const target = params.targetGlasses ?? DEFAULT_TARGET_GLASSES;
  const max = dataValue.maxIntensity;
  const locked = submitted || busy;
  return (
    <div className="task entry">
      <p className="task__question">{t("task.hydration.question")}</p>
      <div className="glasses" aria-hidden="true">
        {Array.from({ length: Math.max(target, glasses) }, (_, i) => (
          <span key={i} className={i < glasses ? "glass" : "glass glass--empty"}>
            🥛
          </span>
        ))}
      </div>
      <p className="entry__value" role="status" data-testid="glasses">
        {t("task.hydration.count", { count: glasses })}
      </p>
      <div className="task__actions">
        <button
          type="button"
          className="btn"
          disabled={locked || glasses <= 0}
          onClick={() => setGlasses(glasses - 1)}
        >
          {t("task.hydration.remove")}
        </button>
        <button
          type="button"
          className="btn"
          disabled={locked || glasses >= max}
          onClick={() => setGlasses(glasses + 1)}
        >
          {t("task.hydration.add")}
        </button>
      </div>
      <p className="muted">
        {glasses >= target
          ? t("task.tracking.goalReached")
          : t("task.tracking.goal", { target: t("task.hydration.count", { count: target }) })}
      </p>
      {error && <ErrorAlert error={error} />}
      <DoneButton
        disabled={locked}
        onClick={() =>
          record(
            { value: dataValue.value, date, intensity: glasses },
            { value: dataValue.value, intensity: glasses },
          )
        }
      />
    </div>
  );
}

/** HYDRATION: the glasses of water drunk today, with + and −, against a goal. */
export function HydrationTask(props: TaskProps<HydrationTaskParams>) {
  const date = usePatientToday();
  if (typeof props.params.dataValue !== "string") throw new Error("HYDRATION task without a data value");
  return (
    <TrackedValueGate valueKey={props.params.dataValue} date={date}>
      {(dataValue, entry) => <HydrationForm {...props} dataValue={dataValue} entry={entry} date={date} />}
    </TrackedValueGate>
  );
}
