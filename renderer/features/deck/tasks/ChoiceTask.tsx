import { useId, useState } from "react";
import type { ChoiceTaskParams } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import { ChoiceList } from "../../../ui/ChoiceList";

/**
 * One or several answers to pick. docs/features/deck.md: the done button appears once a choice is picked,
 * or at once when there is nothing to choose. Completion data: `{ choices: ids }`.
 */
export function ChoiceTask({ params, complete, submitted }: TaskProps<ChoiceTaskParams>) {
  const t = useT();
  const name = useId();
  const [picked, setPicked] = useState<string[]>([]);
  if (!Array.isArray(params.choices)) throw new Error("CHOICE task without a choices list");
  const canFinish = params.choices.length === 0 || picked.length > 0;

  return (
    <div className="task task--choice">
      {params.choices.length === 0 ? (
        <p className="task__body">{params.question ?? t("task.choice.none")}</p>
      ) : (
        <ChoiceList
          legend={params.question ?? t("task.choice.question")}
          choices={params.choices}
          multiple={params.multiple === true}
          picked={picked}
          onChange={setPicked}
          name={name}
          disabled={submitted}
        />
      )}
      {canFinish && (
        <DoneButton
          disabled={submitted}
          onClick={() => complete({ done: true, data: { choices: picked } })}
        />
      )}
    </div>
  );
}
