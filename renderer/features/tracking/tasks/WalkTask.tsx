import { useState } from "react";
import type { DailyActivityView, LocalizedDataValue, WalkTaskParams } from "../../../../card-schemas";
import { unapplyScale } from "../../../../engine/tracking/dataValueScale";
import { useT } from "../../../app/i18n/useT";
import { Stepper } from "../Stepper";
import { TrackedValueGate } from "../TrackedValueGate";
import { useRecordAndComplete } from "../useRecordAndComplete";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import "../tracking.css";
import { usePatientToday } from "../../../app/session/today";

/** What − and + move by when the params do not say. */
const DEFAULT_STEP = { steps: 500, minutes: 5 } as const;

/** The amount already recorded today, as the patient entered it. */
export function enteredToday(dataValue: LocalizedDataValue, entry: DailyActivityView | undefined): number {
  if (entry?.intensity == null) return 0;
  const entered = unapplyScale(dataValue, entry.intensity) ?? 0;
  return Math.min(dataValue.maxIntensity, Math.max(0, entered));
}

function WalkForm({
  params,
  dataValue,
  entry,
  date,
  complete,
  submitted,
}: TaskProps<WalkTaskParams> & { dataValue: LocalizedDataValue; entry?: DailyActivityView; date: string }) {
  const t = useT();
  const [amount, setAmount] = useState(() => enteredToday(dataValue, entry));
  const { record, busy, error } = useRecordAndComplete(complete);
  const unit = dataValue.label.unit ?? "";
  const target = params.target;
  return (
    <div className="task entry">
      <p className="task__question">{t("task.walk.question")}</p>
      <Stepper
        label={dataValue.label.name}
        value={amount}
        min={0}
        max={dataValue.maxIntensity}
        step={params.step ?? DEFAULT_STEP[params.measure ?? "steps"]}
        unit={unit}
        disabled={submitted || busy}
        onChange={setAmount}
      />
      {target !== undefined && (
        <>
          <progress className="progress-bar" value={Math.min(amount, target)} max={target} />
          <p className="muted">
            {amount >= target
              ? t("task.tracking.goalReached")
              : t("task.tracking.goal", { target: t("task.tracking.amount", { count: target, unit }) })}
          </p>
        </>
      )}
      {error && <ErrorAlert error={error} />}
      <DoneButton
        disabled={submitted || busy}
        onClick={() =>
          record(
            { value: dataValue.value, date, intensity: amount, data: { measure: params.measure ?? "steps" } },
            { value: dataValue.value, intensity: amount },
          )
        }
      />
    </div>
  );
}

/** WALK: how much the patient walked today, in steps or minutes, recorded as the day's value. */
export function WalkTask(props: TaskProps<WalkTaskParams>) {
  const date = usePatientToday();
  if (typeof props.params.dataValue !== "string") throw new Error("WALK task without a data value");
  return (
    <TrackedValueGate valueKey={props.params.dataValue} date={date}>
      {(dataValue, entry) => <WalkForm {...props} dataValue={dataValue} entry={entry} date={date} />}
    </TrackedValueGate>
  );
}
