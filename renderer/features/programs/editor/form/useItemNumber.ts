import { useCallback } from "react";
import { useProT } from "../../../../app/pro/i18n/useProT";

/** The title of a list's item at `index` (0 first) in the author's language: "No. 2" (editorUiSchema). */
export function useItemNumber(): (index: number) => string {
  const t = useProT();
  return useCallback((index: number) => t("pro.editor.itemNumber", { n: index + 1 }), [t]);
}
