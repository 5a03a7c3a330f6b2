import type { IconButtonProps, RJSFValidationError, TemplatesType } from "@rjsf/utils";
import { useProT } from "../i18n/useProT";
import type { ProTranslate } from "../i18n/useProT";
import type { ProMessageId } from "../i18n/proLocales";

/** rjsf's icon buttons as worded buttons: its icons need a CSS framework we do not load. */
function wordedButton(label: ProMessageId, className = "btn btn--small") {
  return function WordedButton({
    iconType: _icon,
    icon: _glyph,
    uiSchema: _ui,
    registry: _registry,
    ...props
  }: IconButtonProps) {
    const t = useProT();
    return (
      <button type="button" {...props} className={className} title={undefined}>
        {t(label)}
      </button>
    );
  };
}

/** The form has no submit button: the editor saves as the author types. */
const NoSubmit = () => null;

export const editorTemplates: Partial<Omit<TemplatesType, "ButtonTemplates">> & {
  ButtonTemplates: Partial<TemplatesType["ButtonTemplates"]>;
} = {
  ButtonTemplates: {
    SubmitButton: NoSubmit,
    AddButton: wordedButton("pro.editor.addItem", "btn"),
    CopyButton: wordedButton("pro.editor.copyItem"),
    MoveUpButton: wordedButton("pro.blockList.up"),
    MoveDownButton: wordedButton("pro.blockList.down"),
    RemoveButton: wordedButton("pro.blockList.delete", "btn btn--small btn--remove"),
  },
};

/** ajv's keywords worded in the author's language (its own messages are English). */
const KEYWORD_MESSAGES: Record<string, ProMessageId> = {
  required: "pro.validation.required",
  minLength: "pro.validation.minLength",
  maxLength: "pro.validation.maxLength",
  minimum: "pro.validation.minimum",
  maximum: "pro.validation.maximum",
  minItems: "pro.validation.minItems",
  maxItems: "pro.validation.maxItems",
  pattern: "pro.validation.pattern",
  format: "pro.validation.format",
  enum: "pro.validation.enum",
  type: "pro.validation.type",
  uniqueItems: "pro.validation.uniqueItems",
};

const LIMIT_KEYS = ["limit", "missingProperty"];

export function translateErrors(t: ProTranslate) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors
      // A oneOf's branches each complain about the others; the chosen block's own errors remain.
      .filter((error) => error.name !== "oneOf" && error.name !== "const" && error.name !== "if")
      .map((error) => {
        const id = error.name ? KEYWORD_MESSAGES[error.name] : undefined;
        if (!id) return error;
        const params = (error.params ?? {}) as Record<string, unknown>;
        const limit = LIMIT_KEYS.map((key) => params[key]).find((value) => value !== undefined);
        return {
          ...error,
          message: t(id, { limit: typeof limit === "number" ? limit : String(limit ?? "") }),
        };
      });
}
