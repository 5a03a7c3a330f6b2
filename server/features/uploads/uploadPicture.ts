/**
 * A patient uploads a picture, PICTURE_PRIVATE or PICTURE_SOCIAL (docs/features/uploads.md): the type
 * is sniffed from the bytes; a private picture is kept under dailyActivity/{value}/ and recorded as
 * the day's value of an IMAGE data value, a protected one as a PICTURE social event, which counts in
 * the community's 5-day limit like a message (409 TOO_SOON, community's postingLimit.ts). The picture is
 * kept without its metadata (cleanPicture.ts: no EXIF, no GPS position). Everything is checked
 * before anything is written; a failed write leaves nothing behind.
 */
import type { DailyActivityView, FileAccess } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import { sniffImageType, type ImageType } from "../../../engine/shared/imageType";
import { SocialEvent, StoredFile, type User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import type { AppDeps } from "../../appDeps";
import { assertMayPost } from "../community";
import { upsertDailyActivity } from "../tracking";
import { findDataValue } from "../tracking";
import { cleanPicture } from "./cleanPicture";
import { keepFile } from "./keepFile";
import { NotAnImage } from "./notAnImage";

export interface UploadRequest {
  access: FileAccess;
  /** For private pictures: the IMAGE data value they are recorded in. */
  value?: string;
  bytes: Uint8Array;
}

export interface UploadResult {
  file: StoredFile;
  dailyActivity?: DailyActivityView;
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
  const folder =
    request.access === "private" ? `dailyActivity/${request.value}/${user.id}` : `social/${user.id}`;
  const bytes = await cleanPicture(request.bytes, contentType);
  const toKeep = { owner: user, access: request.access, folder, contentType, bytes };
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
    const socialEvent = await deps.db.transaction(async (trx) => {
      const now = deps.now();
      await assertMayPost(trx, user, now);
      return SocialEvent.query(trx).insertAndFetch({
        id: crypto.randomUUID(),
        userId: user.id,
        type: "PICTURE",
        path: file.path,
        fileId: file.id,
        language: user.language,
        variables: { fileId: file.id },
        createdAt: now,
      });
    });
    return { file, socialEvent };
  });
}
