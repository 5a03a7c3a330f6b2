import { useId } from "react";
import type { InputBlock as InputBlockData } from "../../../card-schemas";
import { useBlockForm } from "./blockForm";
import type { BlockProps } from "./types";

const DEFAULT_MAX_LENGTH = 500;

/** A text, multiline or number field whose value goes into the completion data under its id. */
export function InputBlock({ block }: BlockProps<InputBlockData>) {
  const form = useBlockForm();
  const inputId = useId();
  if (typeof block.id !== "string") throw new Error("input block without id");
  const current = form.values[block.id];
  const text = current === undefined ? "" : String(current);
  const common = {
    id: inputId,
    className: "block__field",
    placeholder: block.placeholder,
    required: block.required === true,
    disabled: form.disabled,
    "data-testid": `block-input-${block.id}`,
  };

  function change(raw: string) {
    if (block.inputType === "number") {
      const number = raw.trim() === "" ? undefined : Number(raw);
      form.setValue(block.id, number === undefined || Number.isNaN(number) ? undefined : number);
    } else {
      form.setValue(block.id, raw === "" ? undefined : raw);
    }
  }

  return (
    <div className="block block--input">
      <label className="block__label" htmlFor={inputId}>
        {block.label}
      </label>
      {block.inputType === "multiline" ? (
        <textarea
          {...common}
          rows={3}
          maxLength={block.maxLength ?? DEFAULT_MAX_LENGTH}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={block.inputType === "number" ? "number" : "text"}
          inputMode={block.inputType === "number" ? "decimal" : undefined}
          maxLength={block.inputType === "number" ? undefined : (block.maxLength ?? DEFAULT_MAX_LENGTH)}
          defaultValue={block.inputType === "number" ? text : undefined}
          value={block.inputType === "number" ? undefined : text}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </div>
  );
}
