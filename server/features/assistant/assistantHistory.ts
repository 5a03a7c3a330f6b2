/** The patient's conversation with the assistant (docs/features/assistant.md): its rows and its latest messages. */
import type { Knex } from "knex";
import type { AssistantMessage } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import type { MessageRow } from "./assistantMessageRows";
import { presentMessage } from "./present";

/** The patient's latest `limit` messages, oldest first. */
export async function history(
  db: Db | Knex.Transaction,
  user: User,
  limit: number,
): Promise<AssistantMessage[]> {
  const rows = (await db("assistantMessages")
    .where({ userId: user.id })
    .orderBy("seq", "desc")
    .limit(limit)
    .select("id", "fromUser", "message", "builtIn", "datetime", "variables")) as MessageRow[];
  return rows.reverse().map(presentMessage);
}
