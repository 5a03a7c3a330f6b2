/** The assistant's rows as the API answers them (docs/features/assistant.md). */
import type { AssistantMessage } from "../../../card-schemas";
import type { MessageRow } from "./assistantMessageRows";

export function presentMessage(row: MessageRow): AssistantMessage {
  return {
    id: row.id,
    fromUser: row.fromUser,
    datetime: new Date(row.datetime).toISOString(),
    message: row.message,
    builtIn: row.builtIn,
    ...(row.variables ? { variables: row.variables } : {}),
  };
}
