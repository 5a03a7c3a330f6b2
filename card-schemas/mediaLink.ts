/**
 * The links authors may write for media (`mediaUrl` and `pictureUrl` of _common.schema.json): a
 * picture is a path on our own server (/media/…, an upload's /api/files/{id}), never another host,
 * which would learn who looks at it; a video may also be an https link to YouTube or a video file.
 * The patterns are read from that schema, so the editor's media widget and the server's checks
 * follow it. The JSON is small and safe to bundle.
 */
import common from "./_common.schema.json" with { type: "json" };

/** The pattern of `mediaUrl`: a path of ours (`/…`, not `//…`), or an https YouTube or video-file link. */
export const MEDIA_URL_PATTERN: string = common.definitions.mediaUrl.pattern;

/** The pattern of `pictureUrl`: a path of ours only. */
export const PICTURE_URL_PATTERN: string = common.definitions.pictureUrl.pattern;

const mediaUrl = new RegExp(MEDIA_URL_PATTERN);

/** Whether `value` is a link a picture or video may have. */
export function isMediaUrl(value: unknown): value is string {
  return typeof value === "string" && mediaUrl.test(value);
}
