/** The log of the outside reads of one of the patient's connections (docs/features/sharing.md), newest first. */
import type { ConnectionAccessLog } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ownConnection } from "./ownConnection";

export async function connectionAccessLog(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<ConnectionAccessLog> {
  const row = await ownConnection(deps.db, user, id);
  const accesses: Array<{
    at: Date;
    ipHash: string;
    outcome: ConnectionAccessLog["items"][number]["outcome"];
  }> = await deps
    .db("connectionAccesses")
    .where({ connectionId: row.id })
    .orderBy([
      { column: "at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .select("at", "ipHash", "outcome");
  return { items: accesses.map((access) => ({ ...access, at: access.at.toISOString() })) };
}
