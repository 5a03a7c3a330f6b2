import type { Translate } from "../../app/i18n/useT";
import type { MessageId } from "../../app/i18n/locales";
import type { PersonalGoalView } from "../../../card-schemas";

const TYPE_MESSAGES: Record<PersonalGoalView["typeOfGoal"], MessageId> = {
  EVERYDAY_MORE: "goal.type.EVERYDAY_MORE",
  EVERYDAY_LESS: "goal.type.EVERYDAY_LESS",
  AVERAGE_MORE: "goal.type.AVERAGE_MORE",
  AVERAGE_MESS: "goal.type.AVERAGE_MESS",
};

/** "At least 8 glasses every day": the type of goal with its target and unit. */
export function goalTargetText(
  t: Translate,
  goal: Pick<PersonalGoalView, "typeOfGoal" | "value" | "unit">,
): string {
  const target = goal.unit
    ? t("goal.targetWithUnit", { value: goal.value, unit: goal.unit })
    : String(goal.value);
  return t(TYPE_MESSAGES[goal.typeOfGoal], { target });
}
