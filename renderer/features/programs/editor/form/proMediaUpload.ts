import type { ProUploadAnswer } from "../../../../../card-schemas";
import { callPath } from "../../../../../card-schemas/callPath";
import { sendFile } from "../../../uploads";
import type { MediaUpload } from "./editorContext";

/** The media fields' upload for the author `proId`: sends the picture, answers the link to put in. */
export function proMediaUpload(proId: string): MediaUpload {
  const path = callPath("POST /api/pro/:proId/uploads", { proId });
  return async (file, onProgress) => (await sendFile<ProUploadAnswer>(path, file, onProgress)).file.url;
}
