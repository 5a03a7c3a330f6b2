/**
 * The links authors may write (links only https): a picture or video is an https URL or a
 * path on our own server (`mediaUrl` of _common.schema.json); the pattern is read from that schema,
 * so the editor's media widget and the server's checks follow it. The JSON is small and safe to bundle.
 */
import common from "./_common.schema.json" with { type: "json" };

/** The pattern of `mediaUrl`: `https://…` or `/…` (not `//…`). */
export const MEDIA_URL_PATTERN: string = common.definitions.mediaUrl.pattern;

const mediaUrl = new RegExp(MEDIA_URL_PATTERN);

/** Whether `value` is a link a picture or video may have. */
export function isMediaUrl(value: unknown): value is string {
  return typeof value === "string" && mediaUrl.test(value);
}
