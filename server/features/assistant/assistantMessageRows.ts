/** A stored message of the assistant exchange, as its readers select it. */
import type { AssistantVariables } from "../../../card-schemas";

export interface MessageRow {
  id: string;
  fromUser: boolean;
  message: string;
  builtIn: boolean;
  datetime: Date | string;
  /** jsonb: read back as an object. */
  variables: AssistantVariables | null;
}
