/** A stored file and its bytes as GET /api/files/:id serves them (docs/features/uploads.md), to whoever may read it. */
import { StoredFile, type User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import { storageFor } from "../../platform/storage/storage";
import { isPublicPicture } from "./publicPicture";

/** Whether `reader` (undefined: a guest) may read `file`. */
async function mayRead(deps: AppDeps, reader: User | undefined, file: StoredFile): Promise<boolean> {
  if (reader === undefined) return isPublicPicture(deps, file);
  return file.access === "protected" || file.userId === reader.id;
}

/**
 * A stored file and its bytes, for `reader`: a private file to its owner only, a protected one to
 * any signed-in user, and to a guest an author's picture that published public content shows.
 * Anyone else gets 404, as if it did not exist.
 */
export async function readFileFor(
  deps: AppDeps,
  reader: User | undefined,
  id: string,
): Promise<{ file: StoredFile; bytes: Buffer }> {
  const file = await StoredFile.query(deps.db).findById(id);
  if (!file || !(await mayRead(deps, reader, file))) throw new NotFound();
  const bytes = await storageFor(deps.config).read(file.path);
  if (!bytes) throw new NotFound();
  return { file, bytes };
}
