import type { PersonalGoalView } from "../../../card-schemas";
import { goalProgress } from "../../../engine/goals/goalProgress";
import { goalStatusOn } from "../../../engine/goals/goalLimits";
import type { Language, PersonalGoal } from "../../platform/db/models";

/** The data value of a goal as the catalogue stores it: its key and the file's texts in `extra`. */
export interface GoalDataValueRow {
  value: string;
  type: string;
  maxIntensity: number | null;
  moreIsBetter: boolean;
  extra: Record<string, unknown> | null;
}

interface Label {
  name?: unknown;
  unit?: unknown;
}

function labelOf(row: GoalDataValueRow | undefined, language: Language): Label {
  const labels = row?.extra?.labels as Partial<Record<Language, Label>> | undefined;
  return labels?.[language] ?? labels?.en ?? {};
}

/**
 * A goal as the patient sees it on `today`: the fields of docs/features/goals.md, its data value named in the
 * patient's language, the status of the day and the progress bar's figures.
 */
export function presentPersonalGoal(
  goal: PersonalGoal,
  dataValue: GoalDataValueRow | undefined,
  language: Language,
  today: string,
): PersonalGoalView {
  const label = labelOf(dataValue, language);
  return {
    id: goal.id,
    dataValue: goal.dataValue,
    dataValueName: typeof label.name === "string" ? label.name : goal.dataValue,
    ...(typeof label.unit === "string" ? { unit: label.unit } : {}),
    ...(dataValue?.maxIntensity != null ? { maxIntensity: dataValue.maxIntensity } : {}),
    typeOfGoal: goal.typeOfGoal,
    value: goal.value,
    start: goal.start,
    end: goal.end,
    status: goalStatusOn(goal, today),
    progress: goalProgress(goal, today),
  };
}
