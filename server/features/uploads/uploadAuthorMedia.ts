/**
 * A pro uploads a picture of an author's (docs/features/uploads.md): a program's media or logo, the
 * profile's picture, kept under authors/{authorId}/ without its metadata (cleanPicture.ts).
 */
import { sniffImageType } from "../../../engine/shared/imageType";
import type { StoredFile, User } from "../../platform/db/models";
import type { AppDeps } from "../../appDeps";
import { cleanPicture } from "./cleanPicture";
import { keepFile } from "./keepFile";
import { NotAnImage } from "./notAnImage";

/**
 * Stores a picture of an author's (a program's media or logo, the profile's picture) under
 * authors/{authorId}/: readable by every signed-in user, as the patients who see the program are.
 */
export async function uploadAuthorMedia(
  deps: AppDeps,
  pro: User,
  authorId: string,
  bytes: Uint8Array,
): Promise<StoredFile> {
  const contentType = sniffImageType(bytes);
  if (contentType === null) throw new NotAnImage();
  const toKeep = {
    owner: pro,
    access: "protected" as const,
    folder: `authors/${authorId}`,
    contentType,
    bytes: await cleanPicture(bytes, contentType),
  };
  return keepFile(deps, toKeep, async (file) => file);
}
