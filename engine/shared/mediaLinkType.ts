/**
 * How to show a link that comes without its media type (a program's `mediaLink`): docs/features/uploads.md's
 * media player takes pictures, YouTube videos and video files, told apart here by the link.
 */
import type { MediaBlock } from "../../card-schemas/generated";

export type MediaType = MediaBlock["mediaType"];

/** The hosts of YouTube's players and short links. */
const YOUTUBE_HOSTS = new Set(["youtube.com", "youtu.be", "youtube-nocookie.com"]);
/** Video files a browser plays natively. */
const VIDEO_FILE = /\.(mp4|webm|ogv|mov|m4v)$/i;

/** `youtube` for a YouTube address, `video` for a video file, else `image`. */
export function mediaLinkType(link: string): MediaType {
  const path = link.split(/[?#]/)[0] ?? "";
  if (/^https:\/\//i.test(link) && URL.canParse(link)) {
    const host = new URL(link).hostname.replace(/^(www\.|m\.)/, "");
    if (YOUTUBE_HOSTS.has(host)) return "youtube";
  }
  return VIDEO_FILE.test(path) ? "video" : "image";
}
