/** The picture of a pet element the patient owns, when it is a file of the storage adapter (docs/features/rewards.md). */
import { sniffImageType } from "../../../engine/shared/imageType";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { isStorageKey, storageFor } from "../../platform/storage/storage";
import { KIND_OF, STORED_IMAGE, type PetPart } from "./petElements";

/**
 * The bytes of an `s3/image:` element the patient owns, read through the storage adapter; 404 for
 * anything else (an element not held, an image that is not a stored one, a file that is gone).
 */
export async function readPetImage(
  deps: AppDeps,
  user: User,
  part: PetPart,
  itemId: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const row = (await deps
    .db("patientItems")
    .where({ userId: user.id, kind: KIND_OF[part], itemId })
    .andWhere("quantity", ">", 0)
    .first("image")) as { image: string | null } | undefined;
  const key = row?.image?.startsWith(STORED_IMAGE) ? row.image.slice(STORED_IMAGE.length) : undefined;
  if (key === undefined || !isStorageKey(key)) throw new NotFound();
  const bytes = await storageFor(deps.config).read(key);
  const contentType = bytes && sniffImageType(bytes);
  if (!bytes || !contentType) throw new NotFound();
  return { contentType, bytes };
}
