import { useId, useState } from "react";
import type { DailyActivityView, DayActivityTaskParams, LocalizedDataValue } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { TrackedValueGate } from "../TrackedValueGate";
import { useRecordAndComplete } from "../useRecordAndComplete";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import { enteredToday } from "./WalkTask";
import { usePatientToday } from "../../../app/session/today";

function DayActivityForm({
  dataValue,
  entry,
  date,
  complete,
  submitted,
}: TaskProps<DayActivityTaskParams> & {
  dataValue: LocalizedDataValue;
  entry?: DailyActivityView;
  date: string;
}) {
  const t = useT();
  const name = useId();
  const levels = dataValue.label.options ?? [];
  const [level, setLevel] = useState<number | undefined>(() =>
    entry ? Math.round(enteredToday(dataValue, entry)) : undefined,
  );
  const { record, busy, error } = useRecordAndComplete(complete);
  const locked = submitted || busy;
  return (
    <div className="task entry">
      <fieldset className="choices" disabled={locked}>
        <legend className="choices__legend">{t("task.dayActivity.question")}</legend>
        {levels.map((label, index) => (
          <label key={label} className="choice" data-testid="activity-level">
            <input type="radio" name={name} checked={level === index} onChange={() => setLevel(index)} />
            <span className="choice__label">{label}</span>
          </label>
        ))}
      </fieldset>
      {error && <ErrorAlert error={error} />}
      <DoneButton
        disabled={locked || level === undefined}
        onClick={() =>
          level !== undefined &&
          record(
            { value: dataValue.value, date, intensity: level },
            { value: dataValue.value, intensity: level },
          )
        }
      />
    </div>
  );
}

/** DAY_ACTIVITY: how active the day was, one of the levels of an INTENSITY_SELECT data value. */
export function DayActivityTask(props: TaskProps<DayActivityTaskParams>) {
  const date = usePatientToday();
  if (typeof props.params.dataValue !== "string") throw new Error("DAY_ACTIVITY task without a data value");
  return (
    <TrackedValueGate valueKey={props.params.dataValue} date={date}>
      {(dataValue, entry) => {
        if (dataValue.type !== "INTENSITY_SELECT") {
          throw new Error(
            `DAY_ACTIVITY needs an INTENSITY_SELECT data value, ${dataValue.value} is ${dataValue.type}`,
          );
        }
        return <DayActivityForm {...props} dataValue={dataValue} entry={entry} date={date} />;
      }}
    </TrackedValueGate>
  );
}
