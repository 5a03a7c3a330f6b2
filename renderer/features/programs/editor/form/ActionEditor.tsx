import { useMemo } from "react";
import { mergeObjects, type ErrorSchema, type RJSFSchema } from "@rjsf/utils";
import type { Language, PreviewCardInput } from "../../../../../card-schemas";
import { isApiError } from "../../../../app/api/client";
import type { IncomingCard } from "../../../../cards/types";
import { useProT } from "../../../../app/pro/i18n/useProT";
import { PhonePreview } from "../preview/PhonePreview";
import { usePreview } from "../preview/usePreview";
import type { EditorContext } from "./editorContext";
import { errorSchemaOf } from "./errorSchemaOf";
import { SchemaForm } from "./SchemaForm";

export interface ActionEditorProps {
  proId: string;
  /** The params schema of the action's task type. */
  schema: RJSFSchema;
  card: PreviewCardInput;
  onParams: (params: PreviewCardInput["params"]) => void;
  /** The program whose draft texts the preview shows. */
  programId?: string;
  language: Language;
  context?: EditorContext;
  /** Paths refused elsewhere (publication), under the params. */
  serverErrors?: ErrorSchema;
  /** The task type as the author reads it (the journal's label), naming the preview. */
  typeLabel?: string;
}

/**
 * One action's params form beside (below, on a phone) the card a patient would get for it, drawn
 * as they type; the paths the server refuses show on their fields.
 */
export function ActionEditor({
  proId,
  schema,
  card,
  onParams,
  programId,
  language,
  context,
  serverErrors: refusedElsewhere,
  typeLabel,
}: ActionEditorProps) {
  const t = useProT();
  const preview = usePreview(proId, card, language, programId);
  const serverErrors = useMemo(() => {
    const refused =
      isApiError(preview.error) && preview.error.status === 400
        ? errorSchemaOf(preview.error.fieldProblems, "/params")
        : {};
    return refusedElsewhere ? (mergeObjects(refused, refusedElsewhere, true) as ErrorSchema) : refused;
  }, [preview.error, refusedElsewhere]);
  return (
    <div className="action-editor">
      <SchemaForm
        idPrefix={`action-${card.uniqueId ?? "new"}`}
        schema={schema}
        formData={card.params}
        onChange={onParams}
        context={context}
        serverErrors={serverErrors}
      />
      <PhonePreview
        proId={proId}
        language={language}
        // Each action of a journal has its preview: its id tells them apart.
        name={
          card.uniqueId &&
          t("pro.preview.titleOf", {
            type: typeLabel ?? card.taskType,
            id: card.uniqueId,
            day: card.day ?? 1,
          })
        }
        card={preview.data as IncomingCard | undefined}
        error={preview.error}
        pending={preview.isFetching}
      />
    </div>
  );
}
