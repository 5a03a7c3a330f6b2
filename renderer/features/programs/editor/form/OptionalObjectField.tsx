import { getUiOptions, type Field, type FieldProps } from "@rjsf/utils";
import { useProT } from "../../../../app/pro/i18n/useProT";

/**
 * An object the schema does not require: absent until the author adds it, and removable, so its
 * own required fields are asked for only when the author gives it (a profile without a price).
 */
export function OptionalObjectField(props: FieldProps) {
  const { formData, onChange, fieldPathId, registry, schema, uiSchema, name, disabled, readonly } = props;
  const t = useProT();
  // rjsf's own object field, which every registry has.
  const ObjectField = registry.fields.ObjectField as Field;
  const title = String(getUiOptions(uiSchema).title ?? schema.title ?? name);
  const locked = disabled || readonly;
  if (formData === undefined || formData === null) {
    return (
      <div className="optional-object">
        <button
          type="button"
          className="btn"
          disabled={locked}
          onClick={() => onChange({}, fieldPathId.path)}
        >
          {t("pro.editor.addOptional", { name: title })}
        </button>
        {schema.description && <div className="field-description">{schema.description}</div>}
      </div>
    );
  }
  return (
    <div className="optional-object">
      <ObjectField {...props} />
      <button
        type="button"
        className="btn btn--small btn--remove"
        disabled={locked}
        onClick={() => onChange(undefined, fieldPathId.path)}
      >
        {t("pro.editor.removeOptional", { name: title })}
      </button>
    </div>
  );
}
