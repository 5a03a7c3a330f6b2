import { useId } from "react";
import type { ChoiceBlock as ChoiceBlockData } from "../../../card-schemas";
import { useBlockForm } from "./blockForm";
import type { BlockProps } from "./types";

/** Choices to pick; the picked ids go into the completion data under the block's id. */
export function ChoiceBlock({ block }: BlockProps<ChoiceBlockData>) {
  const form = useBlockForm();
  const name = useId();
  if (typeof block.id !== "string" || !Array.isArray(block.choices)) {
    throw new Error("choice block without id or choices");
  }
  const current = form.values[block.id];
  const picked = Array.isArray(current) ? current : [];
  const multiple = block.multiple === true;

  function toggle(id: string) {
    if (!multiple) return form.setValue(block.id, [id]);
    const next = picked.includes(id) ? picked.filter((choice) => choice !== id) : [...picked, id];
    form.setValue(block.id, next.length > 0 ? next : undefined);
  }

  return (
    <fieldset className="block block--choice choices" disabled={form.disabled}>
      {block.label && <legend className="choices__legend">{block.label}</legend>}
      {block.choices.map((choice) => (
        <label key={choice.id} className="choice">
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
  );
}
