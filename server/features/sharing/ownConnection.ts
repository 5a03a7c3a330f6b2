/** The loader of one of the patient's own live connections (docs/features/sharing.md), for deleting it and reading its access log. */
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import type { ConnectionRow } from "./connectionRow";

/** The patient's own live connection, or 404 (another patient's is not told apart from none). */
export async function ownConnection(db: Db, user: User, id: string): Promise<ConnectionRow> {
  const row = (await db("connections").where({ id, userId: user.id }).whereNull("deletedAt").first()) as
    ConnectionRow | undefined;
  if (!row) throw new NotFound("No such connection");
  return row;
}
