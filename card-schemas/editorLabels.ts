/**
 * How the editor's forms name what they show, shared by the server (editorTexts.ts writes the
 * labels in each language) and the renderer (editorUiSchema.ts reads them) without the catalogs.
 */

/** "mediaLink" → "Media link": a readable English label for a property the schema gives no title. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The keyword of a served schema holding the labels of its `enum`'s values, in order. */
export const ENUM_LABELS = "x-enumNames";
