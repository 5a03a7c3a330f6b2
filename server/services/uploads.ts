/**
 * Picture uploads of PICTURE_PRIVATE and PICTURE_SOCIAL (seed 001 §5, §6): the type is sniffed
 * from the bytes, the size capped; a private picture is kept under dailyActivity/{value}/ and
 * recorded as the day's value of an IMAGE data value, a protected one as a PICTURE social event.
 * Everything is checked before anything is written; a failed write leaves nothing behind.
 */
import type { FileAccess } from "../../card-schemas";
import { localDay } from "../../engine/dates";
import { IMAGE_EXTENSIONS, sniffImageType, type ImageType } from "../../engine/imageType";
import { DailyActivity, SocialEvent, StoredFile, type User } from "../db/models";
import { HttpError, NotFound, ValidationError } from "../errors";
import type { AppDeps } from "../appDeps";
import { upsertDailyActivity } from "./dailyActivities";
import { findDataValue } from "./dataValues";
import { storageFor } from "./storage";

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

/** Stores a picture and records it; answers what was created. */
export async function uploadPicture(
  deps: AppDeps,
  user: User,
  request: UploadRequest,
): Promise<UploadResult> {
  const contentType = await checkedRequest(deps, request);
  const id = crypto.randomUUID();
  const name = `${id}.${IMAGE_EXTENSIONS[contentType]}`;
  const path =
    request.access === "private"
      ? `dailyActivity/${request.value}/${user.id}/${name}`
      : `social/${user.id}/${name}`;
  const storage = storageFor(deps.config);
  await storage.put(path, request.bytes);
  try {
    const file = await StoredFile.query(deps.db).insertAndFetch({
      id,
      patientusersId: user.id,
      access: request.access,
      path,
      contentType,
      size: request.bytes.length,
    });
    if (request.access === "private") {
      const dailyActivity = await upsertDailyActivity(deps, user, {
        value: request.value as string,
        date: localDay(deps.now(), user.timeZone),
        intensity: 1,
        data: { path, fileId: id },
      });
      return { file, dailyActivity };
    }
    const socialEvent = await SocialEvent.query(deps.db).insertAndFetch({
      id: crypto.randomUUID(),
      patientusersId: user.id,
      type: "PICTURE",
      path,
      fileId: id,
    });
    return { file, socialEvent };
  } catch (err) {
    await StoredFile.query(deps.db).deleteById(id);
    await storage.remove(path);
    throw err;
  }
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
