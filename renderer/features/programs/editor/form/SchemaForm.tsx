import { useMemo } from "react";
import Form from "@rjsf/core";
import {
  englishStringTranslator,
  type ErrorSchema,
  type RJSFSchema,
  type TranslatableString,
} from "@rjsf/utils";
import { useProT } from "../../../../app/pro/i18n/useProT";
import type { ProMessageId } from "../../../../app/pro/i18n/proLocales";
import { BlockListField } from "./BlockListField";
import type { EditorContext } from "./editorContext";
import { editorTemplates } from "./editorTemplates";
import { translateErrors } from "./translateErrors";
import { editorValidator } from "./editorValidator";
import { formUiSchema } from "./editorUiSchema";
import { useItemNumber } from "./useItemNumber";
import { MediaWidget } from "./MediaWidget";
import { OneOfSelectWidget } from "./OneOfSelectWidget";
import { OptionalObjectField } from "./OptionalObjectField";
import { TranslatedTextField } from "./TranslatedTextField";
import "./schemaForm.css";

const fields = {
  translatedText: TranslatedTextField,
  blockList: BlockListField,
  optionalObject: OptionalObjectField,
};
const widgets = { media: MediaWidget, oneOfSelect: OneOfSelectWidget };

/** rjsf's own strings that our forms show, in our catalogs; the others never appear here. */
const RJSF_STRINGS: Partial<Record<TranslatableString, ProMessageId>> = {
  ["Add Item" as TranslatableString]: "pro.editor.addItem",
  ["Move up" as TranslatableString]: "pro.blockList.up",
  ["Move down" as TranslatableString]: "pro.blockList.down",
  ["Remove" as TranslatableString]: "pro.blockList.delete",
  ["Copy" as TranslatableString]: "pro.editor.copyItem",
  ["Yes" as TranslatableString]: "pro.editor.yes",
  ["No" as TranslatableString]: "pro.editor.no",
  ["No items yet. Use the button below to add some." as TranslatableString]: "pro.editor.emptyList",
};

export interface SchemaFormProps<T> {
  /** A self-contained schema (every $ref inlined), as GET /api/pro/:proId/schemas gives them. */
  schema: RJSFSchema;
  formData: T;
  onChange: (formData: T) => void;
  /** The program's texts and the media upload. */
  context?: EditorContext;
  /** The server's failing paths, as errorSchemaOf builds them. */
  serverErrors?: ErrorSchema;
  /** Makes the ids unique when a page holds several forms. */
  idPrefix: string;
}

/**
 * A form drawn from a JSON Schema alone: rjsf with ajv (where the CSP allows it, see editorValidator), our translated-text, media and block-list
 * fields, each property's description as its help, errors in the author's language.
 */
export function SchemaForm<T>({
  schema,
  formData,
  onChange,
  context,
  serverErrors,
  idPrefix,
}: SchemaFormProps<T>) {
  const t = useProT();
  const itemNumber = useItemNumber();
  const uiSchema = useMemo(() => formUiSchema(schema, itemNumber), [schema, itemNumber]);
  const transformErrors = useMemo(() => translateErrors(t), [t]);
  const translateString = useMemo(
    () => (key: TranslatableString, params?: string[]) => {
      const id = RJSF_STRINGS[key];
      return id ? t(id) : englishStringTranslator(key, params);
    },
    [t],
  );
  return (
    <Form<T, RJSFSchema, EditorContext>
      className="schema-form"
      // A part of the page's own form, or of none: the editor saves as the author types.
      tagName="div"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={editorValidator}
      fields={fields}
      widgets={widgets}
      templates={editorTemplates}
      formContext={context}
      idPrefix={idPrefix}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      extraErrors={serverErrors}
      transformErrors={transformErrors}
      translateString={translateString}
      onChange={(event) => onChange(event.formData as T)}
    />
  );
}
