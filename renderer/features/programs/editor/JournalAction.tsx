import { useEffect, useMemo, useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import type { EditorSchemas, Language } from "../../../../card-schemas";
import type { FieldProblem } from "../../../../card-schemas";
import { END_STUDY_TASK } from "../../../../engine/programs/programActions";
import { ActionEditor } from "./form/ActionEditor";
import type { EditorTexts } from "./form/editorContext";
import { errorSchemaOf, textErrorSchemaOf } from "./form/errorSchemaOf";
import { proMediaUpload } from "./form/proMediaUpload";
import { mergeObjects, type ErrorSchema } from "@rjsf/utils";
import { SchemaForm } from "./form/SchemaForm";
import { useProT } from "../../../app/pro/i18n/useProT";
import { emptyParams, type JournalEntry } from "./journal";
import type { ProgramEditorSchemas } from "./programEditorSchemas";

export interface JournalActionProps {
  proId: string;
  programId: string;
  action: JournalEntry;
  /** Its place in the journal, which the server's paths name. */
  index: number;
  schemas: EditorSchemas;
  parts: ProgramEditorSchemas;
  texts: Omit<EditorTexts, "keyPrefix">;
  refused: readonly FieldProblem[];
  onChange: (action: JournalEntry) => void;
  onRemove: () => void;
}

/** One action of the journal: its day, rewards and task type, its card's texts, its params and preview. */
export function JournalAction({
  proId,
  programId,
  action,
  index,
  schemas,
  parts,
  texts,
  refused,
  onChange,
  onRemove,
}: JournalActionProps) {
  const t = useProT();
  // A closed action draws nothing: no forms, and no preview asked of the server for it.
  const [open, setOpen] = useState(false);
  const upload = useMemo(() => proMediaUpload(proId), [proId]);
  const main = texts.languages[0] as Language;
  const prefix = `actions.${action.uniqueId}.`;
  const title = texts.texts[main]?.[`${prefix}title`];
  const paramsSchema = useMemo(() => {
    const schema = schemas.tasks[action.taskType] as RJSFSchema | undefined;
    // An end-of-study action ends this program: its id is shown, never typed in.
    if (!schema || action.taskType !== END_STUDY_TASK || !schema.properties?.studyId) return schema;
    const studyId = { ...(schema.properties.studyId as RJSFSchema), readOnly: true };
    return { ...schema, properties: { ...schema.properties, studyId } };
  }, [schemas.tasks, action.taskType]);
  const at = `/actionsJournal/${index}`;
  const hasRefused = refused.some(
    ({ path }) =>
      typeof path === "string" &&
      (path.startsWith(`${at}/`) || path.startsWith(`/translations/${main}/${prefix}`)),
  );
  // An action the server refused opens, so the author sees where.
  useEffect(() => {
    if (hasRefused) setOpen(true);
  }, [hasRefused]);
  return (
    <details
      className="journal-action"
      data-testid={`action-${action.uniqueId}`}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="journal-action__summary">
        {t("pro.journal.action", {
          type: parts.taskTypeLabel(action.taskType),
          title: title ?? action.uniqueId,
        })}
      </summary>
      {open && (
        <div className="journal-action__body">
          <SchemaForm
            idPrefix={`action-settings-${action.uniqueId}`}
            schema={parts.actionSettings}
            formData={{ day: action.day, rewards: action.rewards, taskType: action.taskType }}
            serverErrors={errorSchemaOf(refused, at)}
            onChange={(settings) => {
              // Another task type takes other params: they start empty, as a new action's.
              const changedType = settings.taskType !== action.taskType;
              onChange({
                ...action,
                ...settings,
                params: changedType
                  ? emptyParams(schemas.tasks[settings.taskType], settings.taskType, programId)
                  : action.params,
              });
            }}
          />
          <SchemaForm
            idPrefix={`action-texts-${action.uniqueId}`}
            schema={parts.actionTexts}
            formData={{ title, description: texts.texts[main]?.[`${prefix}description`] }}
            context={{ texts: { ...texts, keyPrefix: prefix } }}
            serverErrors={textErrorSchemaOf(refused, main, prefix)}
            // Both texts live in the translations only, which the field writes itself.
            onChange={() => {}}
          />
          {paramsSchema ? (
            <ActionEditor
              proId={proId}
              programId={programId}
              schema={paramsSchema}
              card={{
                taskType: action.taskType,
                params: action.params,
                uniqueId: action.uniqueId,
                rewards: action.rewards,
                day: action.day,
              }}
              onParams={(params) => onChange({ ...action, params })}
              typeLabel={parts.taskTypeLabel(action.taskType)}
              language={main}
              context={{ texts: { ...texts, keyPrefix: `${prefix}params.` }, upload }}
              serverErrors={
                mergeObjects(
                  errorSchemaOf(refused, `${at}/params`),
                  textErrorSchemaOf(refused, main, `${prefix}params.`),
                  true,
                ) as ErrorSchema
              }
            />
          ) : (
            <p className="field__error">{t("pro.journal.unknownType", { type: action.taskType })}</p>
          )}
          <button type="button" className="btn btn--remove" onClick={onRemove}>
            {t("pro.journal.remove")}
          </button>
        </div>
      )}
    </details>
  );
}
