import type { RJSFSchema } from "@rjsf/utils";
import type { EditorSchemas } from "../../../../card-schemas";

/** The settings a new program starts with (the create call's `input`), all but its title. */
const SETTINGS = ["id", "category", "studyDuration", "languages"] as const;

type Properties = Record<string, RJSFSchema>;
const propertiesOf = (schema: RJSFSchema | undefined): Properties => (schema?.properties ?? {}) as Properties;

/**
 * The create form's schema: the create call's settings and the title, each with the program
 * schema's own definition and label (as GET /schemas gives them, in the author's language, so the
 * contract's JSON stays out of the app); the title's help says it fills every language at first.
 */
export function createProgramSchema(program: EditorSchemas["program"], titleHelp: string): RJSFSchema {
  const properties = propertiesOf(program);
  const texts = propertiesOf(propertiesOf(properties.translations).fr);
  return {
    type: "object",
    properties: {
      ...Object.fromEntries(SETTINGS.map((name) => [name, properties[name] ?? {}])),
      // As the create call's contract bounds it (ProgramTexts' title).
      title: { ...texts.title, type: "string", description: titleHelp },
    },
    required: [...SETTINGS],
    additionalProperties: false,
  };
}
