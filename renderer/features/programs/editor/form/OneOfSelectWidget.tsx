import type { WidgetProps } from "@rjsf/utils";

/**
 * The choice between a property's kinds (a button's action: complete, open a link…), with its
 * label: rjsf's own selector draws the select alone, which leaves it nameless for screen readers;
 * each kind is named as the schema describes it.
 */
export function OneOfSelectWidget({ id, label, value, options, onChange, disabled, readonly }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  // The kinds' names from the schema (editorUiSchema), where rjsf has only their rank.
  const labels = Array.isArray(options.optionLabels) ? (options.optionLabels as string[]) : [];
  return (
    <div className="form-group">
      <label className="control-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={typeof value === "number" ? String(value) : ""}
        disabled={disabled || readonly}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {choices.map((choice, index) => (
          <option key={index} value={String(choice.value)}>
            {labels[index] || choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
