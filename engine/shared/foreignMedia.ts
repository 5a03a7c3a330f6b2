/**
 * Where a program's media may come from (docs/features/uploads.md): pictures and video files are on
 * our own server (a file of the app under /media/, or an uploaded one under /api/files/), so that no
 * other host learns which patient opens which card. YouTube is the one exception, and the patient's
 * browser contacts it only once the patient asks to play the video (renderer/ui/YouTubePlayer.tsx).
 * The schemas of v1 still read older documents that linked video files elsewhere; publishing
 * refuses them.
 */
import { mediaLinkType } from "./mediaLinkType";

/** Whether `link` may be published as a media link: a path of our own origin, or a YouTube video. */
export function isOwnOriginMedia(link: string): boolean {
  if (/^\/(?![/\\])/.test(link)) return true;
  return mediaLinkType(link) === "youtube";
}

function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** What a refused link is told. */
export const FOREIGN_MEDIA_MESSAGE =
  "must be a file on our server (upload it) or a YouTube video: another host would learn who watches it";

/** Every foreign media link of `document`, as a field problem under `prefix`. */
export function foreignMediaIssues(document: unknown, prefix = ""): Array<{ path: string; message: string }> {
  return foreignMediaPaths(document).map((path) => ({ path: prefix + path, message: FOREIGN_MEDIA_MESSAGE }));
}

/** The JSON Pointer of every `mediaLink` in `document` that is neither ours nor YouTube's. */
export function foreignMediaPaths(document: unknown, at = ""): string[] {
  if (Array.isArray(document))
    return document.flatMap((item, index) => foreignMediaPaths(item, `${at}/${index}`));
  if (typeof document !== "object" || document === null) return [];
  return Object.entries(document).flatMap(([key, value]) => {
    const path = `${at}/${escapePointer(key)}`;
    if (key === "mediaLink" && typeof value === "string") return isOwnOriginMedia(value) ? [] : [path];
    return foreignMediaPaths(value, path);
  });
}
