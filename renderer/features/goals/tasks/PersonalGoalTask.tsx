import type { PersonalGoalTaskParams } from "../../../../card-schemas";
import { GoalForm } from "../GoalForm";
import type { TaskProps } from "../../../cards/types";

/**
 * PERSONAL_GOAL: the goal creation form inside the card. Creating the goal completes the card
 * (data `{ goalId }`); with 10 goals in progress the card can only be put aside (done false).
 */
export function PersonalGoalTask({ params, complete, submitted }: TaskProps<PersonalGoalTaskParams>) {
  return (
    <div className="task task--personal-goal">
      {params.body && <p className="task__body">{params.body}</p>}
      <GoalForm
        initialDataValue={params.dataValue}
        initialPeriod={params.period}
        disabled={submitted}
        onCreated={(goal) => complete({ done: true, data: { goalId: goal.id } })}
        onLater={() => complete({ done: false })}
      />
    </div>
  );
}
