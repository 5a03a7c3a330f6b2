/**
 * docs/features/tracking.md: the GOAL_DEFAULT card cycles through the eligible data values the
 * patient tracks (their goals') not yet answered for the day, then shows an all-done screen whose
 * reset re-includes the answered values. A reducer over small actions, so the card and its tests share one set of rules.
 */
import type { DataValue } from "../../card-schemas/generated/DataValueCatalogue";
import type { DataValueType } from "./dailyActivityEntry";

/** docs/features/tracking.md: the data values list is read in pages of 1000. */
export const DATA_VALUES_PAGE_SIZE = 1000;

/** The types the daily entry asks for (docs/features/tracking.md): the intensity variants, multiselect, image, the three location types, on/off, hour. */
export const DAILY_ENTRY_TYPES: ReadonlySet<DataValueType> = new Set([
  "INTENSITY",
  "INTENSITY_IN_LINE",
  "INTENSITY_BULLET",
  "INTENSITY_SELECT",
  "COUNTER",
  "MULTISELECT",
  "IMAGE",
  "LOCALIZATION",
  "LOCALIZATION_AIRQUALITY",
  "LOCALIZATION_POLLEN",
  "ONOFF",
  "HOUR",
]);

export type EntryCandidate = Pick<DataValue, "value" | "type" | "sortKey" | "hide">;

/** True for a value the daily entry may ask for: an eligible type, not hidden. */
export function isDailyEntryEligible(value: EntryCandidate): boolean {
  return DAILY_ENTRY_TYPES.has(value.type) && value.hide !== true;
}

/** The eligible values' keys in the order they are asked: sortKey, then key. */
export function dailyEntryOrder(values: readonly EntryCandidate[]): string[] {
  return values
    .filter(isDailyEntryEligible)
    .sort((a, b) => a.sortKey - b.sortKey || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .map((value) => value.value);
}

export interface DailyEntryState {
  /** Every eligible value, in order. */
  readonly order: readonly string[];
  /** The values still to ask, the current one first. */
  readonly pending: readonly string[];
  /** The values answered for the day. */
  readonly answered: readonly string[];
}

export type DailyEntryAction =
  /**
   * Leave the current value for later: it moves to the end of the cycle, and the last one left
   * leaves the round, so that no value ever keeps the entry from being sent.
   */
  | { type: "next" }
  /** A value was saved: it leaves the cycle. */
  | { type: "answer"; value: string }
  /** Ask every eligible value again, answered ones included. */
  | { type: "reset" };

/**
 * The flow for a day: the eligible values the patient tracks (`tracked`: the data values of their
 * goals in progress) in order, those already answered today left out.
 */
export function startDailyEntry(
  values: readonly EntryCandidate[],
  answeredToday: Iterable<string>,
  tracked: Iterable<string>,
): DailyEntryState {
  const chosen = new Set(tracked);
  const order = dailyEntryOrder(values.filter((value) => chosen.has(value.value)));
  const done = new Set(answeredToday);
  return {
    order,
    pending: order.filter((value) => !done.has(value)),
    answered: order.filter((value) => done.has(value)),
  };
}

export function dailyEntryReducer(state: DailyEntryState, action: DailyEntryAction): DailyEntryState {
  switch (action.type) {
    case "next": {
      const [current, ...rest] = state.pending;
      if (current === undefined) return state;
      return { ...state, pending: rest.length === 0 ? [] : [...rest, current] };
    }
    case "answer": {
      if (!state.pending.includes(action.value)) return state;
      return {
        ...state,
        pending: state.pending.filter((value) => value !== action.value),
        answered: state.order.filter((value) => value === action.value || state.answered.includes(value)),
      };
    }
    case "reset":
      return { ...state, pending: [...state.order], answered: [] };
  }
}

/** The value to ask now, or undefined when all are done. */
export function currentEntry(state: DailyEntryState): string | undefined {
  return state.pending[0];
}

/** True when nothing is left to ask: the all-done screen. */
export function isDailyEntryDone(state: DailyEntryState): boolean {
  return state.pending.length === 0;
}
