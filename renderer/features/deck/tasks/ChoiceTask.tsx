import { useId, useState } from "react";
import type { ChoiceTaskParams } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";

/**
 * One or several answers to pick. docs/features/deck.md: the done button appears once a choice is picked,
 * or at once when there is nothing to choose. Completion data: `{ choices: ids }`.
 */
export function ChoiceTask({ params, complete, submitted }: TaskProps<ChoiceTaskParams>) {
  const t = useT();
  const name = useId();
  const [picked, setPicked] = useState<string[]>([]);
  if (!Array.isArray(params.choices)) throw new Error("CHOICE task without a choices list");
  const multiple = params.multiple === true;
  const canFinish = params.choices.length === 0 || picked.length > 0;

  function toggle(id: string) {
    if (!multiple) return setPicked([id]);
    setPicked((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  }

  return (
    <div className="task task--choice">
      {params.choices.length === 0 ? (
        <p className="task__body">{params.question ?? t("task.choice.none")}</p>
      ) : (
        <fieldset className="choices" disabled={submitted}>
          <legend className="choices__legend">{params.question ?? t("task.choice.question")}</legend>
          {params.choices.map((choice) => (
            <label key={choice.id} className="choice" data-testid="choice">
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={choice.id}
                checked={picked.includes(choice.id)}
                onChange={() => toggle(choice.id)}
              />
              <span className="choice__label">{choice.label}</span>
            </label>
          ))}
        </fieldset>
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
