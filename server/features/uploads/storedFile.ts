/** A stored file and its bytes as GET /api/files/:id serves them (docs/features/uploads.md), to whoever may read it. */
import { StoredFile, type User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import { storageFor } from "../../platform/storage/storage";

/**
 * A stored file and its bytes, for `reader`: a private file to its owner only, a protected one to
 * any signed-in user. Anyone else gets 404, as if it did not exist.
 */
export async function readFileFor(
  deps: AppDeps,
  reader: User,
  id: string,
): Promise<{ file: StoredFile; bytes: Buffer }> {
  const file = await StoredFile.query(deps.db).findById(id);
  if (!file) throw new NotFound();
  if (file.access === "private" && file.userId !== reader.id) throw new NotFound();
  const bytes = await storageFor(deps.config).read(file.path);
  if (!bytes) throw new NotFound();
  return { file, bytes };
}
