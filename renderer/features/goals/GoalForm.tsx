import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import type { PersonalGoalBody, PersonalGoalView } from "../../../card-schemas";
import {
  canAddGoal,
  defaultGoalDirection,
  GOAL_PERIODS,
  goalTypeOf,
  MAX_GOALS_IN_PROGRESS,
  type GoalDirection,
  type GoalMode,
} from "../../../engine/goals/goalLimits";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { goalDataValuesQuery, goalsInProgressQuery } from "./queries";
import { useCreateGoal } from "./useGoalMutations";
import "./goals.css";

export interface GoalFormProps {
  /** Key of the data value picked at first, when it can be a goal. */
  initialDataValue?: string;
  /** Period picked at first. */
  initialPeriod?: number;
  onCreated: (goal: PersonalGoalView) => void;
  /** Shown beside the limit notice, so a card can still be put aside. */
  onLater?: () => void;
  disabled?: boolean;
}

const MODES: GoalMode[] = ["EVERYDAY", "AVERAGE"];
const DIRECTIONS: GoalDirection[] = ["MORE", "LESS"];

/** A row of toggle buttons, one pressed (the segmented control of the auth page). */
function Segmented<T extends string | number>(props: {
  label: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (value: T) => void;
  text: (value: T) => string;
  disabled: boolean;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div className="field">
      <span className="field__label" id={labelId}>
        {props.label}
      </span>
      <div
        className={`segmented segmented--${props.options.length}`}
        role="group"
        aria-labelledby={labelId}
        data-testid={props.testId}
      >
        {props.options.map((option) => (
          <button
            key={option}
            type="button"
            className="segmented__option"
            aria-pressed={props.value === option}
            disabled={props.disabled}
            onClick={() => props.onChange(option)}
          >
            {props.text(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Creates a personal goal (docs/features/goals.md): a data value that can be a goal, a period of 7, 15 or
 * 30 days, every day or on average, at least or at most (defaulting from moreIsBetter), a target.
 * Validate stays disabled until all is chosen; at MAX_GOALS_IN_PROGRESS the form gives way to a
 * notice.
 */
export function GoalForm({
  initialDataValue,
  initialPeriod,
  onCreated,
  onLater,
  disabled = false,
}: GoalFormProps) {
  const t = useT();
  const api = useApi();
  const ids = { dataValue: useId(), target: useId(), hint: useId() };
  const dataValues = useQuery(goalDataValuesQuery(api));
  const goals = useQuery(goalsInProgressQuery(api));
  const create = useCreateGoal();

  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [period, setPeriod] = useState<PersonalGoalBody["period"] | undefined>(
    GOAL_PERIODS.find((days) => days === initialPeriod),
  );
  const [mode, setMode] = useState<GoalMode>("EVERYDAY");
  // Undefined: the direction of the picked value's moreIsBetter.
  const [direction, setDirection] = useState<GoalDirection | undefined>(undefined);
  const [target, setTarget] = useState("");

  if (dataValues.isPending || goals.isPending) {
    return <p className="skeleton" aria-busy="true" data-testid="goal-form-loading" />;
  }
  if (dataValues.isError) return <ErrorAlert error={dataValues.error} />;
  if (goals.isError) return <ErrorAlert error={goals.error} />;

  if (!canAddGoal(goals.data.length)) {
    return (
      <div className="stack" data-testid="goal-limit">
        <p className="notice" role="status">
          {t("goal.limit.reached", { max: MAX_GOALS_IN_PROGRESS })}
        </p>
        {onLater && (
          <button type="button" className="btn btn--block" disabled={disabled} onClick={onLater}>
            {t("goal.limit.later")}
          </button>
        )}
      </div>
    );
  }
  if (dataValues.data.length === 0) return <p className="muted">{t("goal.form.noDataValues")}</p>;

  const key = picked ?? (dataValues.data.some((dv) => dv.value === initialDataValue) ? initialDataValue : "");
  const dataValue = dataValues.data.find((dv) => dv.value === key);
  const chosenDirection = direction ?? (dataValue ? defaultGoalDirection(dataValue) : undefined);
  const max = dataValue?.maxIntensity;
  const targetNumber = target.trim() === "" ? Number.NaN : Number(target);
  const targetValid =
    Number.isFinite(targetNumber) && targetNumber >= 0 && (max === undefined || targetNumber <= max);
  const complete =
    dataValue !== undefined && period !== undefined && chosenDirection !== undefined && targetValid;
  const busy = disabled || create.isPending || create.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || busy) return;
    create.mutate(
      {
        dataValue: dataValue.value,
        typeOfGoal: goalTypeOf(mode, chosenDirection),
        period,
        value: targetNumber,
      },
      { onSuccess: onCreated },
    );
  }

  return (
    <form className="goal-form stack" onSubmit={submit} noValidate data-testid="goal-form">
      <div className="field">
        <label className="field__label" htmlFor={ids.dataValue}>
          {t("goal.form.dataValue")}
        </label>
        <select
          id={ids.dataValue}
          className="field__input"
          value={key}
          disabled={busy}
          onChange={(event) => {
            setPicked(event.target.value);
            setDirection(undefined);
          }}
        >
          <option value="" disabled>
            {t("goal.form.dataValue.placeholder")}
          </option>
          {dataValues.data.map((dv) => (
            <option key={dv.value} value={dv.value}>
              {dv.label.name}
            </option>
          ))}
        </select>
      </div>
      <Segmented
        label={t("goal.form.period")}
        options={GOAL_PERIODS}
        value={period}
        onChange={setPeriod}
        text={(days) => t("goal.form.period.days", { count: days })}
        disabled={busy}
        testId="goal-period"
      />
      <Segmented
        label={t("goal.form.mode")}
        options={MODES}
        value={mode}
        onChange={setMode}
        text={(option) => t(option === "EVERYDAY" ? "goal.form.mode.everyday" : "goal.form.mode.average")}
        disabled={busy}
        testId="goal-mode"
      />
      <Segmented
        label={t("goal.form.direction")}
        options={DIRECTIONS}
        value={chosenDirection}
        onChange={setDirection}
        text={(option) => t(option === "MORE" ? "goal.form.direction.more" : "goal.form.direction.less")}
        disabled={busy || dataValue === undefined}
        testId="goal-direction"
      />
      <div className="field">
        <label className="field__label" htmlFor={ids.target}>
          {dataValue?.label.unit
            ? t("goal.form.targetWithUnit", { unit: dataValue.label.unit })
            : t("goal.form.target")}
        </label>
        <input
          id={ids.target}
          className="field__input"
          type="number"
          inputMode="decimal"
          min={0}
          max={max}
          step="any"
          value={target}
          disabled={busy}
          aria-describedby={max === undefined ? undefined : ids.hint}
          aria-invalid={target !== "" && !targetValid}
          onChange={(event) => setTarget(event.target.value)}
        />
        {max !== undefined && (
          <span className="field__hint" id={ids.hint}>
            {t("goal.form.target.hint", { max })}
          </span>
        )}
      </div>
      {create.isError && <ErrorAlert error={create.error} />}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        data-primary-action=""
        data-testid="goal-validate"
        disabled={!complete || busy}
      >
        {create.isPending ? t("goal.form.saving") : t("goal.form.validate")}
      </button>
    </form>
  );
}
