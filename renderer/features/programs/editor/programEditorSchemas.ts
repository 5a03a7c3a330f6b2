import type { RJSFSchema } from "@rjsf/utils";
import type { EditorSchemas, ProgramEditableField } from "../../../../card-schemas";
import { ENUM_LABELS } from "../../../../card-schemas/editorLabels";

type Schema = RJSFSchema;

/** ProgramContent's properties that the author does not edit as settings (the contract's PUT says why). */
const NOT_SETTINGS = new Set([
  "id",
  "autorID",
  "status",
  "publishedAt",
  "maxReward",
  "translations",
  "actionsJournal",
]);

const STEP_TEXT = "^steps\\.[a-z0-9][a-z0-9-]*$";
const ACTION_TEXT = "^actions\\.[a-z0-9][a-z0-9-]*\\.(title|description)$";

const propertiesOf = (schema: Schema | undefined) => (schema?.properties ?? {}) as Record<string, Schema>;

/** The parts of the program schema (GET /schemas) each section of the editor draws its form from. */
export function programEditorSchemas(program: EditorSchemas["program"]) {
  const content = program as Schema;
  const properties = propertiesOf(content);
  const texts = propertiesOf(properties.translations).fr ?? {};
  const patterns = (texts.patternProperties ?? {}) as Record<string, Schema>;
  const action = (properties.actionsJournal?.items ?? {}) as Schema;
  const actionProperties = propertiesOf(action);
  const taskType = actionProperties.taskType ?? {};
  const typeNames = (taskType[ENUM_LABELS] ?? []) as string[];
  const typeLabels = new Map((taskType.enum ?? []).map((type, index) => [String(type), typeNames[index]]));
  const settingNames = Object.keys(properties).filter(
    (name) => !NOT_SETTINGS.has(name),
  ) as ProgramEditableField[];

  return {
    settingNames,
    /** A task type as the author reads it: its label in the author's language, else its name. */
    taskTypeLabel: (type: string): string => typeLabels.get(type) ?? type,
    settings: {
      type: "object",
      properties: Object.fromEntries(settingNames.map((name) => [name, properties[name] ?? {}])),
      additionalProperties: false,
    } satisfies Schema,
    /** The program's own texts, with one for each of its steps. */
    texts(stepIds: readonly string[]): Schema {
      return {
        type: "object",
        properties: {
          ...propertiesOf(texts),
          ...Object.fromEntries(
            stepIds.map((stepId) => [
              `steps.${stepId}`,
              // Named by the steps' label in the author's language (GET /schemas), then the step.
              { ...patterns[STEP_TEXT], title: `${properties.steps?.title ?? "steps"} – ${stepId}` },
            ]),
          ),
        },
      };
    },
    /** When and for how much an action shows, and which task it is. */
    actionSettings: {
      type: "object",
      properties: {
        day: actionProperties.day,
        rewards: actionProperties.rewards,
        taskType: actionProperties.taskType,
      },
      required: ["day", "rewards", "taskType"],
    } as Schema,
    /** The title and description of an action's card. */
    actionTexts: {
      type: "object",
      // Labelled as the program's own title and description, in the author's language.
      properties: {
        title: { ...patterns[ACTION_TEXT], title: propertiesOf(texts).title?.title },
        description: { ...patterns[ACTION_TEXT], title: propertiesOf(texts).description?.title },
      },
    } as Schema,
  };
}

export type ProgramEditorSchemas = ReturnType<typeof programEditorSchemas>;
