/**
 * docs/features/goals.md: which data values a goal may follow, how long it lasts,
 * how many may run at once, and what a new goal looks like.
 */
import type { GoalPeriod, GoalStatus, GoalType } from "../../card-schemas";
import { addDays } from "../shared/dates";
import { GOAL_TYPES } from "./goalSuccess";

/** At most this many goals in progress; the add button shows only below it (docs/features/goals.md). */
export const MAX_GOALS_IN_PROGRESS = 10;
/** A goal lasts 7, 15 or 30 days (docs/features/goals.md). */
export const GOAL_PERIODS = [7, 15, 30] as const satisfies readonly GoalPeriod[];

/** Status of a goal that is running; a goal past its end day counts as DONE. */
export const GOAL_IN_PROGRESS = "INPROGRESS" satisfies GoalStatus;
export const GOAL_DONE = "DONE" satisfies GoalStatus;
export const GOAL_STATUSES = [GOAL_IN_PROGRESS, GOAL_DONE] as const satisfies readonly GoalStatus[];

export function isGoalPeriod(days: unknown): days is GoalPeriod {
  return (GOAL_PERIODS as readonly unknown[]).includes(days);
}

export function isGoalType(type: unknown): type is GoalType {
  return (GOAL_TYPES as readonly unknown[]).includes(type);
}

/**
 * Only data values marked canBeGoal may carry a goal (docs/features/goals.md). Hidden values are no longer
 * offered anywhere (the catalogue's `hide`), so they are not offered for new goals either.
 */
export function canBeGoal(dataValue: { canBeGoal: boolean; hide?: boolean }): boolean {
  return dataValue.canBeGoal && dataValue.hide !== true;
}

/** True while fewer than MAX_GOALS_IN_PROGRESS goals run: one more may be created. */
export function canAddGoal(goalsInProgress: number): boolean {
  return goalsInProgress < MAX_GOALS_IN_PROGRESS;
}

/** Whether the goal wants higher values (MORE) or lower ones (LESS). */
export type GoalDirection = "MORE" | "LESS";
/** Whether the target holds for each day (EVERYDAY) or for the mean of the days (AVERAGE). */
export type GoalMode = "EVERYDAY" | "AVERAGE";

/** The direction a new goal starts with: up when more is better, else down (docs/features/goals.md). */
export function defaultGoalDirection(dataValue: { moreIsBetter: boolean }): GoalDirection {
  return dataValue.moreIsBetter ? "MORE" : "LESS";
}

/** The type of goal for a mode and a direction (the seed spells the average-less one AVERAGE_MESS). */
export function goalTypeOf(mode: GoalMode, direction: GoalDirection): GoalType {
  if (mode === "EVERYDAY") return direction === "MORE" ? "EVERYDAY_MORE" : "EVERYDAY_LESS";
  return direction === "MORE" ? "AVERAGE_MORE" : "AVERAGE_MESS";
}

export function goalDirectionOf(type: GoalType): GoalDirection {
  return type === "EVERYDAY_MORE" || type === "AVERAGE_MORE" ? "MORE" : "LESS";
}

export function goalModeOf(type: GoalType): GoalMode {
  return type === "EVERYDAY_MORE" || type === "EVERYDAY_LESS" ? "EVERYDAY" : "AVERAGE";
}

export interface NewGoal {
  dataValue: string;
  typeOfGoal: GoalType;
  value: number;
  status: typeof GOAL_IN_PROGRESS;
  /** The first day of the goal: the day it is created. */
  start: string;
  /** The day after the last one: start plus the period, so the goal covers `period` days. */
  end: string;
}

/** A goal created on `today`: INPROGRESS from today to today plus the period (docs/features/goals.md). */
export function createGoal(input: {
  dataValue: string;
  typeOfGoal: GoalType;
  period: GoalPeriod;
  value: number;
  today: string;
}): NewGoal {
  return {
    dataValue: input.dataValue,
    typeOfGoal: input.typeOfGoal,
    value: input.value,
    status: GOAL_IN_PROGRESS,
    start: input.today,
    end: addDays(input.today, input.period),
  };
}

/** A goal still runs on `today` while it is INPROGRESS and its end day has not come. */
export function isGoalInProgress(goal: { status: string; end: string }, today: string): boolean {
  return goal.status === GOAL_IN_PROGRESS && today < goal.end;
}

/** The status a patient sees: a running goal becomes DONE on its end day. */
export function goalStatusOn(goal: { status: string; end: string }, today: string): GoalStatus {
  return isGoalInProgress(goal, today) ? GOAL_IN_PROGRESS : GOAL_DONE;
}
