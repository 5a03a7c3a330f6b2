import type { IconButtonProps, TemplatesType } from "@rjsf/utils";
import { useProT } from "../../../../app/pro/i18n/useProT";
import type { ProMessageId } from "../../../../app/pro/i18n/proLocales";

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
