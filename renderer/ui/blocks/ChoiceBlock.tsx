import { useId } from "react";
import type { ChoiceBlock as ChoiceBlockData } from "../../../card-schemas";
import { ChoiceList } from "../ChoiceList";
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

  return (
    <ChoiceList
      className="block block--choice choices"
      legend={block.label}
      choices={block.choices}
      multiple={block.multiple === true}
      picked={picked}
      onChange={(next) => form.setValue(block.id, next.length > 0 ? next : undefined)}
      name={name}
      disabled={form.disabled}
    />
  );
}
