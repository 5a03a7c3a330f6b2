import type { ReactNode } from "react";

interface Choice {
  id: string;
  label: string;
}

interface ChoiceListProps {
  /** The question, read out as the group's name (a group without one draws no legend). */
  legend?: ReactNode;
  choices: readonly Choice[];
  /** Checkboxes when true, radio buttons otherwise. */
  multiple: boolean;
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  /** The radio group's name (a `useId()`). */
  name: string;
  disabled?: boolean;
  className?: string;
  /** Said under the legend (how many may be picked). */
  hint?: ReactNode;
}

/** The picked ids after tapping `id`: it alone for a single choice, toggled in or out for several. */
export function toggleChoice(picked: readonly string[], id: string, multiple: boolean): string[] {
  if (!multiple) return [id];
  return picked.includes(id) ? picked.filter((choice) => choice !== id) : [...picked, id];
}

/** A question's choices as radio buttons or checkboxes, in a fieldset named by the question. */
export function ChoiceList({
  legend,
  choices,
  multiple,
  picked,
  onChange,
  name,
  disabled,
  className = "choices",
  hint,
}: ChoiceListProps) {
  return (
    <fieldset className={className} disabled={disabled}>
      {legend && <legend className="choices__legend">{legend}</legend>}
      {hint}
      {choices.map((choice) => (
        <label key={choice.id} className="choice" data-testid="choice">
          <input
            type={multiple ? "checkbox" : "radio"}
            name={name}
            value={choice.id}
            checked={picked.includes(choice.id)}
            onChange={() => onChange(toggleChoice(picked, choice.id, multiple))}
          />
          <span className="choice__label">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
