import { useId, useState } from "react";
import type { DailyActivityView, LocalizedDataValue, MealTaskParams } from "../../../../card-schemas";
import type { MessageId } from "../../../app/i18n/locales";
import { useT } from "../../../app/i18n/useT";
import { TrackedValueGate } from "../TrackedValueGate";
import { useRecordAndComplete } from "../useRecordAndComplete";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import "../tracking.css";
import { usePatientToday } from "../../../app/session/today";

type Meal = NonNullable<MealTaskParams["meal"]>;
export const MEALS: readonly Meal[] = ["breakfast", "lunch", "dinner", "snack"];
export const FOOD_GROUPS = ["vegetables", "fruit", "proteins", "starches", "dairy", "sweets"] as const;
/** Balance from 1 (not at all) to 5 (very well). */
export const MEAL_BALANCE_MAX = 5;

type MealRecord = { balance: number; groups: string[] };

/** The day's meals with this one added, and the rounded mean balance that becomes the day's value. */
export function mealsOfDay(entry: DailyActivityView | undefined, meal: Meal, record: MealRecord) {
  const earlier = (entry?.data?.meals ?? {}) as Record<string, MealRecord>;
  const meals = { ...earlier, [meal]: record };
  const balances = Object.values(meals).map((m) => m.balance);
  const mean = Math.round(balances.reduce((sum, b) => sum + b, 0) / balances.length);
  return { meals, mean };
}

function MealForm({
  params,
  dataValue,
  entry,
  date,
  complete,
  submitted,
}: TaskProps<MealTaskParams> & { dataValue: LocalizedDataValue; entry?: DailyActivityView; date: string }) {
  const t = useT();
  const name = useId();
  const [meal, setMeal] = useState<Meal | undefined>(params.meal);
  const [groups, setGroups] = useState<string[]>([]);
  const [balance, setBalance] = useState<number | undefined>();
  const { record, busy, error } = useRecordAndComplete(complete);
  const locked = submitted || busy;
  const toggle = (group: string) =>
    setGroups((current) =>
      current.includes(group) ? current.filter((g) => g !== group) : [...current, group],
    );

  function send() {
    if (!meal || balance === undefined) return;
    const { meals, mean } = mealsOfDay(entry, meal, { balance, groups });
    record(
      { value: dataValue.value, date, intensity: mean, data: { meals } },
      { value: dataValue.value, meal, balance, groups },
    );
  }

  return (
    <div className="task entry">
      <p className="task__question">
        {params.meal ? t(`task.meal.${params.meal}`) : t("task.meal.question")}
      </p>
      {!params.meal && (
        <div className="entry__scale" role="radiogroup" aria-label={t("task.meal.which")}>
          {MEALS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={meal === option}
              className="pill"
              disabled={locked}
              onClick={() => setMeal(option)}
            >
              {t(`task.meal.${option}`)}
            </button>
          ))}
        </div>
      )}
      <p className="field__label">{t("task.meal.plate")}</p>
      <div className="entry__scale" role="group" aria-label={t("task.meal.plate")}>
        {FOOD_GROUPS.map((group) => (
          <button
            key={group}
            type="button"
            className="pill"
            aria-pressed={groups.includes(group)}
            disabled={locked}
            onClick={() => toggle(group)}
          >
            {t(`task.meal.${group}`)}
          </button>
        ))}
      </div>
      <fieldset className="choices" disabled={locked}>
        <legend className="choices__legend">{t("task.meal.balance")}</legend>
        {Array.from({ length: MEAL_BALANCE_MAX }, (_, i) => i + 1).map((level) => (
          <label key={level} className="choice">
            <input type="radio" name={name} checked={balance === level} onChange={() => setBalance(level)} />
            <span className="choice__label">{t(`task.meal.balance.${level}` as MessageId)}</span>
          </label>
        ))}
      </fieldset>
      {error && <ErrorAlert error={error} />}
      <DoneButton disabled={locked || !meal || balance === undefined} onClick={send} />
    </div>
  );
}

/** MEAL: which meal, what was on the plate and how balanced it was; the day keeps every meal. */
export function MealTask(props: TaskProps<MealTaskParams>) {
  const date = usePatientToday();
  if (typeof props.params.dataValue !== "string") throw new Error("MEAL task without a data value");
  return (
    <TrackedValueGate valueKey={props.params.dataValue} date={date}>
      {(dataValue, entry) => {
        if (dataValue.maxIntensity < MEAL_BALANCE_MAX) {
          throw new Error(
            `MEAL needs a data value up to ${MEAL_BALANCE_MAX}, ${dataValue.value} stops earlier`,
          );
        }
        return <MealForm {...props} dataValue={dataValue} entry={entry} date={date} />;
      }}
    </TrackedValueGate>
  );
}
