import type { RJSFSchema } from "@rjsf/utils";
import type { EditorSchemas } from "../../../card-schemas";

/** The settings a new program starts with (the create call's `input`), all but its title. */
const SETTINGS = ["id", "category", "studyDuration", "languages"] as const;

/**
 * The create form's schema: the create call's settings, each with the program schema's own
 * definition (as GET /schemas gives it, so the contract's JSON stays out of the app), and the title.
 */
export function createProgramSchema(program: EditorSchemas["program"], titleHelp: string): RJSFSchema {
  const properties = (program.properties ?? {}) as Record<string, RJSFSchema>;
  return {
    type: "object",
    properties: {
      ...Object.fromEntries(SETTINGS.map((name) => [name, properties[name] ?? {}])),
      // As the create call's contract bounds it (ProgramTexts' title).
      title: { type: "string", minLength: 1, maxLength: 120, description: titleHelp },
    },
    required: [...SETTINGS],
    additionalProperties: false,
  };
}
