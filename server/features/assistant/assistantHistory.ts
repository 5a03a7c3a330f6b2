/** The patient's conversation with the assistant (docs/features/assistant.md): its rows and its latest messages. */
import type { Knex } from "knex";
import type { AssistantMessage, AssistantVariables } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { presentMessage } from "./present";

export interface MessageRow {
  id: string;
  fromUser: boolean;
  message: string;
  builtIn: boolean;
  datetime: Date | string;
  /** jsonb: read back as an object. */
  variables: AssistantVariables | null;
}

/** The patient's latest `limit` messages, oldest first. */
export async function history(
  db: Db | Knex.Transaction,
  user: User,
  limit: number,
): Promise<AssistantMessage[]> {
  const rows = (await db("assistantMessages")
    .where({ patientusersId: user.id })
    .orderBy("seq", "desc")
    .limit(limit)
    .select("id", "fromUser", "message", "builtIn", "datetime", "variables")) as MessageRow[];
  return rows.reverse().map(presentMessage);
}
