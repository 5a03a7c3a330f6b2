/**
 * Keeping an uploaded file (docs/features/uploads.md): its bytes in the storage adapter and its row,
 * then what it is for; a failed step leaves nothing behind.
 */
import type { FileAccess } from "../../../card-schemas";
import { IMAGE_EXTENSIONS, type ImageType } from "../../../engine/shared/imageType";
import { StoredFile, type User } from "../../platform/db/models";
import type { AppDeps } from "../../appDeps";
import { storageFor } from "../../platform/storage/storage";

export interface FileToKeep {
  owner: User;
  access: FileAccess;
  /** The storage folder, the file's name is its id. */
  folder: string;
  contentType: ImageType;
  bytes: Uint8Array;
}

/**
 * Keeps the bytes and their row, then `record`s what the file is for; if any step fails, neither
 * the row nor the bytes are left behind.
 */
export async function keepFile<T>(
  deps: AppDeps,
  { owner, access, folder, contentType, bytes }: FileToKeep,
  record: (file: StoredFile) => Promise<T>,
): Promise<T> {
  const id = crypto.randomUUID();
  const path = `${folder}/${id}.${IMAGE_EXTENSIONS[contentType]}`;
  const storage = storageFor(deps.config);
  await storage.put(path, bytes);
  try {
    const file = await StoredFile.query(deps.db).insertAndFetch({
      id,
      userId: owner.id,
      access,
      path,
      contentType,
      size: bytes.length,
    });
    return await record(file);
  } catch (err) {
    await StoredFile.query(deps.db).deleteById(id);
    await storage.remove(path);
    throw err;
  }
}
