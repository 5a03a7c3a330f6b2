/** A patient deletes one of their connections (docs/features/sharing.md): kept as deleted, so its key answers 410. */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ownConnection } from "./ownConnection";

export async function deleteConnection(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<Record<string, never>> {
  const row = await ownConnection(deps.db, user, id);
  await deps.db("connections").where({ id: row.id }).update({ deletedAt: deps.now() });
  return {};
}
