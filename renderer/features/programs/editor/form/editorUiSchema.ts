import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { ENUM_LABELS, fieldLabel } from "../../../../../card-schemas/editorLabels";
import { MEDIA_URL_PATTERN, PICTURE_URL_PATTERN } from "../../../../../card-schemas/mediaLink";
// Free text is written in each language, as publishing checks it.
import { isFreeText } from "../../../../../engine/programs/programActions";

type Schema = RJSFSchema;
/** The title of a list's item at `index` (0 first), in the author's language. */
type ItemTitle = (index: number) => string;

const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema of each kind of a list whose items are chosen by a `type` constant (blocks). */
export function blockOptions(items: unknown): Schema[] | null {
  if (!isObject(items) || !Array.isArray(items.oneOf)) return null;
  const options = items.oneOf.filter(isObject);
  const typed = options.every(
    (option) => isObject(option.properties?.type) && "const" in option.properties.type,
  );
  return typed && options.length > 0 ? options : null;
}

/** The `type` constant a block option stands for. */
export const blockTypeOf = (option: Schema): string =>
  String((option.properties?.type as Schema | undefined)?.const ?? "");

/**
 * An object with fields of its own to require: left out of its parent's `required`, it is added by
 * the author or not at all (OptionalObjectField), never half-filled by the form.
 */
function isOptionalObject(schema: Schema): boolean {
  return (
    schema.type === "object" &&
    isObject(schema.properties) &&
    Array.isArray(schema.required) &&
    schema.required.length > 0
  );
}

/**
 * The uiSchema of any editor schema, derived from the schema alone, so a new task type or block
 * gets its form without code: free text → translated text, media links → upload, lists of typed
 * blocks → the block list, optional objects → added or removed whole; the rest is rjsf's own.
 */
export function editorUiSchema(schema: Schema, itemTitle?: ItemTitle): UiSchema {
  if (schema.type === "array" && blockOptions(schema.items)) return { "ui:field": "blockList" };
  // A set of values from a list (the program's languages): a box to tick for each.
  if (schema.type === "array" && schema.uniqueItems && isObject(schema.items) && schema.items.enum) {
    return { "ui:widget": "checkboxes", items: editorUiSchema(schema.items, itemTitle) };
  }
  if (schema.type === "array" && isObject(schema.items)) {
    const items = editorUiSchema(schema.items, itemTitle);
    // Each item by its number under the list's own title, where rjsf writes "Steps-2".
    if (itemTitle)
      return { items: (_item: unknown, index: number) => ({ ...items, "ui:title": itemTitle(index) }) };
    return Object.keys(items).length > 0 ? { items } : {};
  }
  // The values of a list by their labels in the author's language (GET /schemas).
  if (Array.isArray(schema[ENUM_LABELS])) return { "ui:enumNames": schema[ENUM_LABELS] as string[] };
  // rjsf picks the kind of a oneOf with a select of its own, which needs our label.
  // Each kind is named by its title, else its description, as GET /schemas gives them in the
  // author's language (rjsf would say "Option 1").
  if (Array.isArray(schema.oneOf)) {
    const optionLabels = schema.oneOf.map((option) =>
      isObject(option) ? String(option.title ?? option.description ?? "") : "",
    );
    // The kind's own code (consent, cost…) is what the select picks: never shown or typed in.
    const kind = isObject(schema.discriminator) ? schema.discriminator.propertyName : undefined;
    return {
      "ui:widget": "oneOfSelect",
      "ui:options": { optionLabels },
      ...(typeof kind === "string" && { [kind]: { "ui:widget": "hidden" } }),
    };
  }
  const mediaPatterns: unknown[] = [MEDIA_URL_PATTERN, PICTURE_URL_PATTERN];
  if (schema.type === "string" && mediaPatterns.includes(schema.pattern)) return { "ui:widget": "media" };
  if (isFreeText(schema)) return { "ui:field": "translatedText" };
  if (!isObject(schema.properties)) return {};
  const ui: UiSchema = {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isObject(property)) continue;
    // The discriminator of a block is chosen by the list, never typed in.
    if (name === "type" && "const" in property) {
      ui[name] = { "ui:widget": "hidden" };
      continue;
    }
    ui[name] = {
      "ui:title": property.title ?? fieldLabel(name),
      ...editorUiSchema(property, itemTitle),
      ...(!required.has(name) && isOptionalObject(property) && { "ui:field": "optionalObject" }),
    };
  }
  return ui;
}

/**
 * The uiSchema of a whole form: its root's own title and description are not shown, since the
 * page's heading names the form and a schema's root speaks to developers (the type's name, what
 * the call checks). A root that is a choice of kinds keeps its select's label.
 */
export function formUiSchema(schema: Schema, itemTitle: ItemTitle): UiSchema {
  const ui = editorUiSchema(schema, itemTitle);
  return Array.isArray(schema.oneOf) ? ui : { ...ui, "ui:label": false };
}
