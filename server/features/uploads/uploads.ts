/**
 * Picture uploads of PICTURE_PRIVATE and PICTURE_SOCIAL (docs/features/uploads.md) and of authors' media:
 * the type is sniffed from the bytes, the size capped; a private picture is kept under
 * dailyActivity/{value}/ and recorded as the day's value of an IMAGE data value, a protected one as
 * a PICTURE social event, an author's under authors/{authorId}/.
 * Everything is checked before anything is written; a failed write leaves nothing behind.
 */
import type { FileAccess } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import { IMAGE_EXTENSIONS, sniffImageType, type ImageType } from "../../../engine/shared/imageType";
import { DailyActivity, SocialEvent, StoredFile, type User } from "../../platform/db/models";
import { HttpError, NotFound, ValidationError } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import { upsertDailyActivity } from "../tracking";
import { findDataValue } from "../tracking";
import { storageFor } from "../../platform/storage/storage";

/** 400 NOT_AN_IMAGE: the bytes are not a JPEG, PNG, WebP or GIF picture. */
export class NotAnImage extends HttpError {
  constructor() {
    super(400, "NOT_AN_IMAGE", "The file is not a JPEG, PNG, WebP or GIF picture");
  }
}

export interface UploadRequest {
  access: FileAccess;
  /** For private pictures: the IMAGE data value they are recorded in. */
  value?: string;
  bytes: Uint8Array;
}

export interface UploadResult {
  file: StoredFile;
  dailyActivity?: DailyActivity;
  socialEvent?: SocialEvent;
}

async function checkedRequest(deps: AppDeps, request: UploadRequest): Promise<ImageType> {
  if (request.access === "private") {
    if (request.value === undefined) {
      throw new ValidationError([{ path: "/value", message: "is required for a private picture" }]);
    }
    const dataValue = await findDataValue(deps.db, request.value);
    if (dataValue?.type !== "IMAGE") {
      throw new ValidationError([{ path: "/value", message: "is not an IMAGE data value of the catalogue" }]);
    }
  } else if (request.value !== undefined) {
    throw new ValidationError([{ path: "/value", message: "is only for private pictures" }]);
  }
  const type = sniffImageType(request.bytes);
  if (type === null) throw new NotAnImage();
  return type;
}

interface FileToKeep {
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
async function keepFile<T>(
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
      patientusersId: owner.id,
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

/** Stores a picture and records it; answers what was created. */
export async function uploadPicture(
  deps: AppDeps,
  user: User,
  request: UploadRequest,
): Promise<UploadResult> {
  const contentType = await checkedRequest(deps, request);
  const folder =
    request.access === "private" ? `dailyActivity/${request.value}/${user.id}` : `social/${user.id}`;
  const toKeep = { owner: user, access: request.access, folder, contentType, bytes: request.bytes };
  return keepFile(deps, toKeep, async (file) => {
    if (request.access === "private") {
      const dailyActivity = await upsertDailyActivity(deps, user, {
        value: request.value as string,
        date: localDay(deps.now(), user.timeZone),
        intensity: 1,
        data: { path: file.path, fileId: file.id },
      });
      return { file, dailyActivity };
    }
    const socialEvent = await SocialEvent.query(deps.db).insertAndFetch({
      id: crypto.randomUUID(),
      patientusersId: user.id,
      type: "PICTURE",
      path: file.path,
      fileId: file.id,
      language: user.language,
      variables: { fileId: file.id },
    });
    return { file, socialEvent };
  });
}

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
    bytes,
  };
  return keepFile(deps, toKeep, async (file) => file);
}

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
  if (file.access === "private" && file.patientusersId !== reader.id) throw new NotFound();
  const bytes = await storageFor(deps.config).read(file.path);
  if (!bytes) throw new NotFound();
  return { file, bytes };
}
