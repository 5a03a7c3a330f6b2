/** The patient's live connections (docs/features/sharing.md), newest first, each with its status. */
import type { Connection } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import type { ConnectionRow } from "./connectionRow";
import { presentConnection } from "./present";

export async function listConnections(deps: AppDeps, user: User): Promise<{ items: Connection[] }> {
  const rows: ConnectionRow[] = await deps
    .db("connections")
    .where({ userId: user.id })
    .whereNull("deletedAt")
    .orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  const today = localDay(deps.now(), user.timeZone);
  return { items: rows.map((row) => presentConnection(row, today, deps.config.publicUrl)) };
}
