import type { SocialEventView, StoredFileView } from "../../../card-schemas";
import type { SocialEvent, StoredFile } from "../../platform/db/models";

/** The route a stored file is read through. */
export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

/** A stored file as the client sees it: never the owner's other data. */
export function presentStoredFile(file: StoredFile): StoredFileView {
  return {
    id: file.id,
    access: file.access,
    path: file.path,
    url: fileUrl(file.id),
    contentType: file.contentType,
    size: file.size,
    createdAt: new Date(file.createdAt).toISOString(),
  };
}

export function presentSocialEvent(event: SocialEvent): SocialEventView {
  return {
    id: event.id,
    type: event.type,
    path: event.path,
    url: event.fileId ? fileUrl(event.fileId) : null,
    createdAt: new Date(event.createdAt).toISOString(),
  };
}
