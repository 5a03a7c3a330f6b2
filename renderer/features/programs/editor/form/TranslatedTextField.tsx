import { useState } from "react";
import { ariaDescribedByIds, descriptionId, getUiOptions, type FieldProps } from "@rjsf/utils";
import type { Language } from "../../../../../engine/shared/languages";
import { useProT } from "../../../../app/pro/i18n/useProT";
import type { EditorContext } from "./editorContext";

/** Texts longer than a label are written in a multi-line box. */
const LONG_TEXT = 200;

/**
 * A free-text field written in each of the program's languages. The first language's text is
 * also the field's own value (the fallback the server keeps in the params); every language's text
 * goes to the program's translations under `keyPrefix` + the field's path.
 */
export function TranslatedTextField({
  schema,
  uiSchema,
  name,
  formData,
  onChange,
  fieldPathId,
  registry,
  disabled,
  readonly,
  required,
  rawErrors,
  onBlur,
  onFocus,
}: FieldProps) {
  const t = useProT();
  const texts = (registry.formContext as EditorContext | undefined)?.texts;
  const languages = texts?.languages ?? [];
  const [language, setLanguage] = useState<Language | undefined>(languages[0]);
  const id = fieldPathId.$id;
  const key = `${texts?.keyPrefix ?? ""}${fieldPathId.path.join(".")}`;
  const main = languages[0];
  const current = language && languages.includes(language) ? language : main;
  const value =
    !current || current === main
      ? typeof formData === "string"
        ? formData
        : ""
      : (texts?.texts[current]?.[key] ?? "");

  const write = (next: string) => {
    if (!current || current === main) onChange(next === "" ? undefined : next, fieldPathId.path);
    if (texts && current) texts.onText(current, key, next);
  };

  const common = {
    id,
    name: id,
    value,
    lang: current,
    disabled: disabled || readonly,
    required,
    maxLength: typeof schema.maxLength === "number" ? schema.maxLength : undefined,
    "aria-invalid": rawErrors && rawErrors.length > 0 ? true : undefined,
    "aria-describedby": ariaDescribedByIds(id),
    className: "field__input",
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };

  // rjsf leaves a custom field's label and help to the field itself.
  const title = getUiOptions(uiSchema).title ?? schema.title ?? name;
  return (
    <div className="translated-text">
      <label className="control-label" htmlFor={id}>
        {title}
        {required && <span className="required">*</span>}
      </label>
      {schema.description && (
        <div className="field-description" id={descriptionId(id)}>
          {schema.description}
        </div>
      )}
      {languages.length > 1 && (
        <div className="translated-text__languages" role="group" aria-label={t("pro.editor.textLanguage")}>
          {languages.map((option) => (
            <button
              key={option}
              type="button"
              className="translated-text__language"
              aria-pressed={option === current}
              onClick={() => setLanguage(option)}
            >
              <abbr title={t(`language.${option}`)}>{option.toUpperCase()}</abbr>
            </button>
          ))}
        </div>
      )}
      {typeof schema.maxLength === "number" && schema.maxLength <= LONG_TEXT ? (
        <input type="text" {...common} onChange={(event) => write(event.target.value)} />
      ) : (
        <textarea rows={3} {...common} onChange={(event) => write(event.target.value)} />
      )}
    </div>
  );
}
